import { daysBetween, localDateOf } from './time.js';

/** Rules for durations and relative days; "today" is the calendar day in the user's zone. */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** A stopwatch reading 'hh:mm:ss'; hours keep growing past 99 rather than wrapping. */
export function formatElapsed(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND_MS) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** Elapsed time in whole minutes, rounded (spec §4). */
export function elapsedMinutes(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / MINUTE_MS) : 0;
}

/** When a template was last done: 'Today', 'Yesterday', 'N days ago', or '-' if never/unreadable. */
export function lastCompletedLabel(
  lastCompletedAt: string | null | undefined,
  now: Date,
  tz: string,
): string {
  if (!lastCompletedAt || !Number.isFinite(Date.parse(lastCompletedAt))) return '-';
  const daysAgo = daysBetween(localDateOf(lastCompletedAt, tz), localDateOf(now, tz));
  // A finish stamped slightly ahead of this clock still happened "today" as far as the user knows.
  if (daysAgo <= 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return `${daysAgo} days ago`;
}

/**
 * Whole days until a 'YYYY-MM-DD' deadline, rounded up: ceil((start of deadline day - now) / day).
 * Counted in calendar days, which gives the same answer without a 23- or 25-hour DST day tipping
 * the rounding (deadline today is 0, tomorrow is 1, yesterday is -1).
 */
export function daysLeft(deadline: string, now: Date, tz: string): number {
  return daysBetween(localDateOf(now, tz), deadline);
}

/** '1 day left', 'N days left', or 'Overdue' once no whole day is left (spec §2, Goals). */
export function daysLeftLabel(deadline: string, now: Date, tz: string): string {
  const left = daysLeft(deadline, now, tz);
  if (left <= 0) return 'Overdue';
  return left === 1 ? '1 day left' : `${left} days left`;
}
