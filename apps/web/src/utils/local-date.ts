import { localDateOf, resolveTimeZone } from '@momentum/shared';
import { deviceTimeZone } from '@/lib/device-time-zone';

/** The device's zone as the api client sends it in X-Timezone, or UTC (as the server reads a missing one). */
export function browserTimeZone(): string {
  return resolveTimeZone(deviceTimeZone());
}

/** Today's calendar date ('YYYY-MM-DD') where the user is. */
export function todayLocalDate(now: Date = new Date()): string {
  return localDateOf(now, browserTimeZone());
}

// Built on first use, not when the module loads: the dashboard imports this file for todayLocalDate only.
let dateLabel: Intl.DateTimeFormat | undefined;

/** A calendar date for people: 'Sat, Nov 21, 2026'. The date names a day, so it is formatted as UTC. */
export function formatCalendarDate(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) return date;
  dateLabel ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateLabel.format(ms);
}
