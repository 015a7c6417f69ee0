import { todayIn } from '@momentum/shared';

/**
 * A journey file seeds "today's" data through the API and then reads it through a browser that works out its own
 * today, so it assumes one calendar day from its first step to its last. A file that began a few minutes before
 * midnight broke that assumption (a weigh-in dated yesterday by the time the chart asked; a workout finished before a
 * challenge that starts today). A file that would start this close to the device's midnight waits for the new day
 * first: the longest journey file takes about two minutes here, so five leave room for a slower machine.
 */
export const MIDNIGHT_MARGIN_MS = 5 * 60_000;

/** Milliseconds from `now` to the next local midnight. */
export function msToLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** Resolves at once, or, within the margin of local midnight, once the local date has changed. */
export async function startOnOneCalendarDay(margin = MIDNIGHT_MARGIN_MS): Promise<void> {
  const left = msToLocalMidnight(new Date());
  if (left > margin) return;
  console.info(
    `A journey file starts ${Math.ceil(left / 1000)} s before midnight: it waits for the new day.`,
  );
  const startDay = new Date().getDate();
  // Timers can fire a little early; wait until the date has really moved on.
  while (new Date().getDate() === startDay) {
    await new Promise((resolve) => setTimeout(resolve, msToLocalMidnight(new Date()) + 50));
  }
}

/** Today's date on this device, as the browser and the API's `x-timezone` header see it. */
export const deviceToday = (): string =>
  todayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
