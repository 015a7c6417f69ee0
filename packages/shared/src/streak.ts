import { addDays, daysBetween, isCalendarDate } from './time.js';

/**
 * Streaks over calendar dates (DESIGN §5). The caller turns activity instants into dates in the
 * user's zone (localDateOf); from then on a day is a date, so daylight saving cannot split one.
 * Dates may come unsorted and repeated.
 */

function assertCalendarDate(date: string): void {
  if (!isCalendarDate(date)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
}

/**
 * Consecutive active days ending today, or ending yesterday while today has no activity yet (the
 * streak is still alive until today is over); 0 once a whole day has been missed.
 */
export function currentStreak(dates: Iterable<string>, today: string): number {
  assertCalendarDate(today);
  const active = new Set<string>();
  for (const date of dates) {
    assertCalendarDate(date);
    active.add(date);
  }
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive active days ever (the personal record). */
export function longestStreak(dates: Iterable<string>): number {
  const unique = [...new Set(dates)];
  unique.forEach(assertCalendarDate);
  // 'YYYY-MM-DD' sorts chronologically as plain text.
  unique.sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of unique) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return longest;
}
