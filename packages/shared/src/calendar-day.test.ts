import { describe, expect, it } from 'vitest';
import {
  calendarDaySchema,
  parseCalendarDayInput,
  resolveCalendarDay,
  type CalendarDayInput,
} from './calendar-day.js';

const NEW_YORK = 'America/New_York';
const dateField = calendarDaySchema('Date');

/** The day a text names for a caller that sent `zone` in X-Timezone (undefined: sent none). */
function dayOf(text: string, zone?: string): string {
  const parsed = parseCalendarDayInput(text);
  if (!parsed) throw new Error(`refused: ${text}`);
  return resolveCalendarDay(parsed, zone);
}

describe('parseCalendarDayInput', () => {
  it('reads a real YYYY-MM-DD as that day', () => {
    expect(parseCalendarDayInput('2026-11-23')).toEqual({ kind: 'day', day: '2026-11-23' });
    expect(parseCalendarDayInput('2028-02-29')).toEqual({ kind: 'day', day: '2028-02-29' });
  });

  it('reads a date-time with Z or an offset as its instant in UTC, keeping the date it was written with', () => {
    expect(parseCalendarDayInput('2026-11-23T14:05:00.000Z')).toEqual({
      kind: 'instant',
      instant: '2026-11-23T14:05:00.000Z',
      writtenDay: '2026-11-23',
    });
    expect(parseCalendarDayInput('2026-11-23T23:30:00.000-05:00')).toEqual({
      kind: 'instant',
      instant: '2026-11-24T04:30:00.000Z',
      writtenDay: '2026-11-23',
    });
    // No seconds, a compact offset, more than millisecond precision.
    expect(parseCalendarDayInput('2026-11-23T23:30+0530')).toMatchObject({
      instant: '2026-11-23T18:00:00.000Z',
    });
    expect(parseCalendarDayInput('2026-11-23T14:05:00.123456789Z')).toMatchObject({
      instant: '2026-11-23T14:05:00.123Z',
    });
  });

  it('reads a date-time without a zone as a wall-clock reading: the day it is written with', () => {
    expect(parseCalendarDayInput('2026-11-23T23:30:00')).toEqual({ kind: 'day', day: '2026-11-23' });
    expect(parseCalendarDayInput('2026-11-23T00:00')).toEqual({ kind: 'day', day: '2026-11-23' });
  });

  it.each([
    ['an impossible day', '2026-02-30'],
    ['a thirteenth month', '2026-13-01'],
    ['an unpadded day', '2026-1-5'],
    ['hour 25', '2026-11-23T25:00Z'],
    ['hour 24', '2026-11-23T24:00:00Z'],
    ['minute 60', '2026-11-23T10:60:00Z'],
    ['second 60', '2026-11-23T10:00:60Z'],
    ['an impossible day with a time', '2026-02-30T10:00:00Z'],
    ['an offset past 18 hours', '2026-11-23T10:00:00+19:00'],
    ['an offset with minute 60', '2026-11-23T10:00:00+05:60'],
    ['a space instead of T', '2026-11-23 10:00:00Z'],
    ['a word', 'yesterday'],
    ['an empty string', ''],
    ['a time alone', '10:00:00Z'],
    ['a day with trailing text', '2026-11-23x'],
    ['a day with spaces around it', ' 2026-11-23 '],
  ])('refuses %s (%j)', (_case, text) => {
    expect(parseCalendarDayInput(text)).toBeNull();
  });
});

describe('resolveCalendarDay', () => {
  it('keeps a day as it is, whatever the zone', () => {
    expect(dayOf('2026-11-23', 'Pacific/Kiritimati')).toBe('2026-11-23');
    expect(dayOf('2026-11-23', 'Pacific/Pago_Pago')).toBe('2026-11-23');
  });

  it('counts 23:30 in New York on the 23rd as the 23rd, in either spelling', () => {
    expect(dayOf('2026-11-23T23:30:00.000-05:00', NEW_YORK)).toBe('2026-11-23');
    expect(dayOf('2026-11-24T04:30:00Z', NEW_YORK)).toBe('2026-11-23');
    // Without X-Timezone the offset says where the caller is.
    expect(dayOf('2026-11-23T23:30:00.000-05:00')).toBe('2026-11-23');
  });

  it('reads a date-time in the zone the caller named, over the offset it was written with', () => {
    expect(dayOf('2026-11-23T23:30:00.000-05:00', 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T04:30:00Z', 'UTC')).toBe('2026-11-24');
    expect(dayOf('2026-11-23T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-24');
  });

  it('reads Z as UTC when the caller named no zone', () => {
    expect(dayOf('2026-11-24T04:30:00Z')).toBe('2026-11-24');
  });

  it('reads a date-time without a zone on the caller’s own clock, whatever the zone', () => {
    expect(dayOf('2026-11-23T23:30:00', 'Asia/Tokyo')).toBe('2026-11-23');
    expect(dayOf('2026-11-23T00:10:00', NEW_YORK)).toBe('2026-11-23');
  });
});

describe('calendarDaySchema', () => {
  const forms = 'a real day (YYYY-MM-DD) or an ISO 8601 date-time (e.g. 2026-11-23T14:05:00Z)';

  it('parses both forms to a tagged value for the route to resolve', () => {
    expect(dateField.parse('2026-11-23')).toEqual<CalendarDayInput>({ kind: 'day', day: '2026-11-23' });
    expect(dateField.parse('2026-11-24T04:30:00Z')).toEqual<CalendarDayInput>({
      kind: 'instant',
      instant: '2026-11-24T04:30:00.000Z',
      writtenDay: '2026-11-24',
    });
  });

  it.each([['2026-02-30'], ['2026-11-23T25:00Z'], ['yesterday'], [''], [20261123], [null], [{}], [true]])(
    'refuses %j with a message naming the field and both forms',
    (value) => {
      const result = dateField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([`Date must be ${forms}.`]);
    },
  );

  it('says a missing value is required, with both forms', () => {
    const result = calendarDaySchema('Deadline').safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe(`Deadline is required: ${forms}.`);
  });
});
