import { z } from 'zod';
import { isCalendarDate, localDateOf } from './time.js';

/**
 * A request field that names a calendar day (a nutrition or progress `date`, a goal `deadline`).
 *
 * Clients send either the day itself ('2026-11-23') or what `new Date().toISOString()` gives
 * ('2026-11-23T14:05:00.000Z'). A date-time names a moment, and which day a moment falls on depends on where the
 * caller is, which a schema cannot see: so the schema only checks the text and tags what it found, and the route
 * turns it into a day with `resolveCalendarDay` and the zone the caller named in X-Timezone. A caller that names
 * none is taken to be where its date-time's offset says (so 23:30-05:00 is the 23rd, and Z is UTC). A date-time
 * without a zone is a wall-clock reading where the caller is, so its day is the date it is written with.
 */
export type CalendarDayInput =
  /** A 'YYYY-MM-DD' day, sent as such or as the date of a date-time without a zone. */
  | { kind: 'day'; day: string }
  /** A moment (a date-time with `Z` or an offset), as a UTC ISO string, and the date written in it. */
  | { kind: 'instant'; instant: string; writtenDay: string };

/** A parsed body whose calendar-day fields have been resolved to 'YYYY-MM-DD' (what services store). */
export type WithResolvedDays<T> = {
  [K in keyof T]: T[K] extends CalendarDayInput
    ? string
    : T[K] extends CalendarDayInput | undefined
      ? string | undefined
      : T[K];
};

/** The two forms, as every refusal shows them. */
export const CALENDAR_DAY_FORMS =
  'a real day (YYYY-MM-DD) or an ISO 8601 date-time (e.g. 2026-11-23T14:05:00Z)';

// 'T' separates date and time; seconds and a fraction are optional; the zone is 'Z', ±HH:MM or ±HHMM, or absent.
const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;

const inRange = (text: string, max: number) => Number(text) <= max;

/** What a string says, or null when it is neither form (2026-02-30, 25:00, 'yesterday'). */
export function parseCalendarDayInput(text: string): CalendarDayInput | null {
  if (isCalendarDate(text)) return { kind: 'day', day: text };
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [, date, hour, minute, second = '00', fraction = '', zulu, sign, offsetHour, offsetMinute] = match;
  if (!isCalendarDate(date) || !inRange(hour!, 23) || !inRange(minute!, 59) || !inRange(second, 59)) {
    return null;
  }
  if (!zulu && !sign) return { kind: 'day', day: date };
  // Real offsets run from -12:00 to +14:00; anything past ±18:00 is not an offset at all.
  if (sign && (!inRange(offsetHour!, 18) || !inRange(offsetMinute!, 59))) return null;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const zone = zulu ? 'Z' : `${sign}${offsetHour}:${offsetMinute}`;
  // The ECMAScript date-time format, which Date.parse reads the same everywhere.
  const ms = Date.parse(`${date}T${hour}:${minute}:${second}.${millis}${zone}`);
  if (!Number.isFinite(ms)) return null;
  return { kind: 'instant', instant: new Date(ms).toISOString(), writtenDay: date };
}

/**
 * The calendar day a parsed field names for a caller: in `namedTimeZone` (a valid zone the caller sent in
 * X-Timezone), or, when it named none, on the date-time's own clock.
 */
export function resolveCalendarDay(input: CalendarDayInput, namedTimeZone: string | undefined): string {
  if (input.kind === 'day') return input.day;
  return namedTimeZone === undefined ? input.writtenDay : localDateOf(input.instant, namedTimeZone);
}

/**
 * The schema of every calendar-day field. `label` starts its messages ('Date', 'Deadline'); anything that is not
 * one of the two forms (numbers, '', 'yesterday', 2026-02-30) is refused with a message showing both.
 */
export function calendarDaySchema(label: string) {
  const invalid = `${label} must be ${CALENDAR_DAY_FORMS}.`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required: ${CALENDAR_DAY_FORMS}.` : invalid,
    })
    .meta({
      description: `${CALENDAR_DAY_FORMS}. A date-time counts for the day it falls on in the caller's X-Timezone.`,
      examples: ['2026-11-23', '2026-11-23T23:30:00.000-05:00'],
    })
    .transform((text, ctx): CalendarDayInput => {
      const parsed = parseCalendarDayInput(text);
      if (parsed) return parsed;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}
