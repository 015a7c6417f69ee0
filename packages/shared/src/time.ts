import { SCHEDULE_DAYS, WEEK_DAYS, type ScheduleDay } from './constants.js';

/**
 * Calendar maths in an IANA time zone, using only the built-in Intl API.
 *
 * A calendar date is a 'YYYY-MM-DD' string: it names a day on the wall calendar, not a moment, so
 * adding or comparing dates never depends on a zone or on daylight saving. An instant is a moment
 * (a Date or an ISO string); turning one into the other is the only place a zone is needed.
 * Functions taking `tz` expect a valid zone: pass the result of resolveTimeZone on untrusted input.
 */

export type Instant = Date | string;

export type Weekday = (typeof WEEK_DAYS)[number];

export interface LocalWeek {
  /** Monday of the week. */
  startDate: string;
  /** Monday of the following week (exclusive). */
  endDate: string;
  /** The instant of Monday 00:00 local. */
  start: Date;
  /** The instant of the next Monday 00:00 local (exclusive). */
  end: Date;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FALLBACK_TIME_ZONE = 'UTC';
const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a DateTimeFormat is far slower than using one, and week maths asks for many readings.
// Zone names reach us from a request header; the cap keeps odd spellings from growing it forever.
const formatterCache = new Map<string, Intl.DateTimeFormat>();
const FORMATTER_CACHE_MAX = 1000;

function wallClockFormatter(tz: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    if (formatterCache.size >= FORMATTER_CACHE_MAX) formatterCache.clear();
    formatterCache.set(tz, formatter);
  }
  return formatter;
}

export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.trim() === '') return false;
  try {
    // Every request names its zone: reuse the cached formatter instead of building one (~20 % of a request).
    wallClockFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The zone to compute "today" in: the client's zone when it sent a usable one, else UTC. */
export function resolveTimeZone(tz: string | undefined | null): string {
  // Kept as sent: ICU's canonical names are dated (it turns Asia/Kolkata into Asia/Calcutta).
  return isValidTimeZone(tz) ? tz : FALLBACK_TIME_ZONE;
}

function parseCalendarDate(s: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE_PATTERN.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  const probe = new Date(epochMsOfDate(year, month, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** True only for a real day written as 'YYYY-MM-DD' (rejects 2026-02-30, 2026-13-01, 2026-1-1). */
export function isCalendarDate(s: unknown): s is string {
  return typeof s === 'string' && parseCalendarDate(s) !== null;
}

function epochMsOfDate(year: number, month: number, day: number): number {
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** Milliseconds of the date's midnight as if it were UTC: a day counter that ignores zones. */
function dayStamp(date: string): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return epochMsOfDate(parts.year, parts.month, parts.day);
}

function dateOfDayStamp(stamp: number): string {
  const date = new Date(stamp);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Year ${year} cannot be written as YYYY`);
  return [
    String(year).padStart(4, '0'),
    String(date.getUTCMonth() + 1).padStart(2, '0'),
    String(date.getUTCDate()).padStart(2, '0'),
  ].join('-');
}

function toEpochMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return ms;
}

/** Per zone, the last UTC hour read whose offset held from its start to its end, and that offset. */
const steadyHourOfZone = new Map<string, { hourStart: number; offsetMs: number }>();

/**
 * The wall-clock reading in tz at an instant, expressed as if that reading were UTC (to the whole second, as Intl
 * reads it). Each write asks this of its own instant, and Intl's reading was a visible share of one: an hour of
 * UTC whose two ends have the same offset has no change of offset inside it (a zone's changes are months apart),
 * so its offset is remembered per zone and every instant of that hour is a sum.
 */
function wallClockStamp(epochMs: number, tz: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const hourStart = Math.floor(epochMs / HOUR_MS) * HOUR_MS;
  const known = steadyHourOfZone.get(tz);
  if (known?.hourStart === hourStart) return wholeSecond + known.offsetMs;
  const offsetMs = readWallClock(hourStart, tz) - hourStart;
  if (readWallClock(hourStart + HOUR_MS, tz) - (hourStart + HOUR_MS) !== offsetMs)
    return readWallClock(epochMs, tz);
  if (steadyHourOfZone.size >= FORMATTER_CACHE_MAX) steadyHourOfZone.clear();
  steadyHourOfZone.set(tz, { hourStart, offsetMs });
  return wholeSecond + offsetMs;
}

/** wallClockStamp as Intl reads it, every time. */
function readWallClock(epochMs: number, tz: string): number {
  const fields: Record<string, string> = {};
  for (const part of wallClockFormatter(tz).formatToParts(epochMs)) fields[part.type] = part.value;
  const year = Number(fields.year);
  const wall = new Date(Date.UTC(2000, Number(fields.month) - 1, Number(fields.day)));
  wall.setUTCFullYear(year);
  wall.setUTCHours(Number(fields.hour), Number(fields.minute), Number(fields.second));
  return wall.getTime();
}

/** How far tz's wall clock is ahead of UTC at an instant, in ms (Kolkata +5:30, Chatham +12:45). */
function zoneOffsetMs(epochMs: number, tz: string): number {
  // Intl reports whole seconds, so compare against the instant truncated to its second.
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockStamp(wholeSecond, tz) - wholeSecond;
}

/** The calendar date an instant falls on in tz. */
export function localDateOf(instant: Instant, tz: string): string {
  const wall = wallClockStamp(toEpochMs(instant), tz);
  return dateOfDayStamp(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The wall-clock hour (0-23) of an instant in tz. */
export function localHourOf(instant: Instant, tz: string): number {
  const wall = wallClockStamp(toEpochMs(instant), tz);
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
}

/**
 * The instant the date begins in tz. Usually local midnight; where a daylight-saving jump skips
 * midnight (America/Santiago, America/Havana) the day begins at the jump, e.g. 01:00; where
 * midnight happens twice, the day begins at the first one.
 */
export function startOfLocalDay(date: string, tz: string): Date {
  // A pure function of its arguments, asked for the same week bounds on every dashboard call: remembered.
  const key = `${tz}|${date}`;
  const known = dayStartCache.get(key);
  if (known !== undefined) return new Date(known);
  const start = computeStartOfLocalDay(date, tz);
  if (dayStartCache.size >= FORMATTER_CACHE_MAX) dayStartCache.clear();
  dayStartCache.set(key, start.getTime());
  return start;
}

const dayStartCache = new Map<string, number>();

function computeStartOfLocalDay(date: string, tz: string): Date {
  // Where midnight is skipped, the old clock reaches midnight exactly when the jump happens.
  return instantOfWallStamp(dayStamp(date), tz);
}

/** Per zone, the local date last asked for by todayIn and the instants it lasts [from, until). */
const todayOfZone = new Map<string, { date: string; from: number; until: number }>();

/**
 * localDateOf for the current instant, remembered per zone until that day ends: every request asks for
 * today, and the Intl work of localDateOf was a visible share of a small one. Exact for any instant (one
 * outside the remembered day is worked out anew), so a test's clock may jump either way.
 */
export function todayIn(now: Instant, tz: string): string {
  const ms = toEpochMs(now);
  const known = todayOfZone.get(tz);
  if (known && known.from <= ms && ms < known.until) return known.date;
  const date = localDateOf(now, tz);
  if (todayOfZone.size >= FORMATTER_CACHE_MAX) todayOfZone.clear();
  todayOfZone.set(tz, {
    date,
    from: startOfLocalDay(date, tz).getTime(),
    until: startOfLocalDay(addDays(date, 1), tz).getTime(),
  });
  return date;
}

/**
 * The instant a wall-clock stamp (ms since the epoch as if tz were UTC) names in tz: the first of two when the
 * clocks go back; for a reading a jump skips, the one the offset from before the jump gives (just after it).
 */
function instantOfWallStamp(wall: number, tz: string): Date {
  // Offsets a day either side bracket any single transition near this reading.
  const offsetBefore = zoneOffsetMs(wall - DAY_MS, tz);
  const offsetAfter = zoneOffsetMs(wall + DAY_MS, tz);
  const candidates = [wall - offsetBefore, wall - offsetAfter].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (candidate + zoneOffsetMs(candidate, tz) === wall) return new Date(candidate);
  }
  return new Date(wall - offsetBefore);
}

/**
 * The instant a wall-clock reading (a date and a time of day with no zone, as workout exports write it)
 * names in tz. A reading that happens twice (clocks going back) is the first; one that a jump skips is
 * read with the offset from before the jump, which lands just after it.
 */
export function instantOfLocalTime(
  date: string,
  time: { hour: number; minute: number; second?: number },
  tz: string,
): Date {
  const wall = dayStamp(date) + ((time.hour * 60 + time.minute) * 60 + (time.second ?? 0)) * 1000;
  return instantOfWallStamp(wall, tz);
}

/** The date n calendar days later (earlier when n is negative). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Days to add must be a whole number, got ${n}`);
  return dateOfDayStamp(dayStamp(date) + n * DAY_MS);
}

/** Whole calendar days from fromDate to toDate; negative when toDate is earlier. */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((dayStamp(toDate) - dayStamp(fromDate)) / DAY_MS);
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday = 0; our weeks start on Monday.
  const mondayBased = (new Date(dayStamp(date)).getUTCDay() + 6) % 7;
  return WEEK_DAYS[mondayBased] as Weekday;
}

/** The local week of now: Monday 00:00 up to, not including, next Monday 00:00 (DESIGN §4). */
export function weekOf(now: Instant, tz: string): LocalWeek {
  const today = todayIn(now, tz);
  const startDate = addDays(today, -WEEK_DAYS.indexOf(weekdayOf(today)));
  const endDate = addDays(startDate, 7);
  return {
    startDate,
    endDate,
    start: startOfLocalDay(startDate, tz),
    end: startOfLocalDay(endDate, tz),
  };
}

/** The date of a schedule day within the local week containing now. */
export function scheduleDateOf(day: ScheduleDay, now: Instant, tz: string): string {
  const index = SCHEDULE_DAYS.indexOf(day);
  if (index < 0) throw new RangeError(`Not a schedule day: ${String(day)}`);
  return addDays(weekOf(now, tz).startDate, index);
}
