import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantOfLocalTime,
  isCalendarDate,
  isValidTimeZone,
  localDateOf,
  localHourOf,
  resolveTimeZone,
  scheduleDateOf,
  startOfLocalDay,
  todayIn,
  weekdayOf,
  weekOf,
} from './time.js';

const HOUR_MS = 3_600_000;

describe('isValidTimeZone / resolveTimeZone', () => {
  it('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('   ')).toBe(false);
  });

  it('keeps a valid zone and falls back to UTC otherwise', () => {
    expect(resolveTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(resolveTimeZone('Not/AZone')).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone(null)).toBe('UTC');
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates, including leap days', () => {
    expect(isCalendarDate('2026-03-29')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('rejects impossible days, months and loose formats', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-01-00')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate(' 2026-01-01')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
  });
});

describe('localDateOf', () => {
  it('reads the date on the wall calendar of the zone, not of UTC', () => {
    const instant = '2026-05-11T02:00:00Z';
    expect(localDateOf(instant, 'UTC')).toBe('2026-05-11');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2026-05-10');
    expect(localDateOf(new Date('2026-05-10T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-05-11');
    expect(localDateOf(new Date('2026-05-10T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-05-10');
  });

  it('rejects an instant that is not a time', () => {
    expect(() => localDateOf('yesterday-ish', 'UTC')).toThrow(RangeError);
    expect(() => localDateOf(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('localDateOf / localHourOf against Intl', () => {
  /** The zone's own reading of an instant, straight from Intl every time. */
  function intlReading(epochMs: number, tz: string): { date: string; hour: number } {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(epochMs)
        .map((part) => [part.type, part.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  }

  // Changes of offset in 2026, most of them inside an hour of UTC (zones half an hour off it): Adelaide's and
  // St John's at half past, Lord Howe's half-hour change, Chatham's 12:45 -> 13:45, Santiago's midnight jump, New
  // York's fall back, and a zone that never changes.
  const CHANGES: [string, string][] = [
    ['Australia/Adelaide', '2026-04-04T16:30:00Z'],
    ['America/St_Johns', '2026-03-08T05:30:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
    ['Pacific/Chatham', '2026-09-26T14:00:00Z'],
    ['America/Santiago', '2026-09-06T04:00:00Z'],
    ['America/New_York', '2026-11-01T06:00:00Z'],
    ['Asia/Kolkata', '2026-06-01T18:29:00Z'],
  ];

  it('agree with Intl at every instant near a change of offset, in any order of asking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS })), {
          minLength: 1,
          maxLength: 40,
        }),
        (asks) => {
          for (const [[tz, change], offset] of asks) {
            const instant = Date.parse(change) + offset;
            const expected = intlReading(instant, tz);
            expect({
              date: localDateOf(new Date(instant), tz),
              hour: localHourOf(new Date(instant), tz),
            }).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('startOfLocalDay', () => {
  it.each([
    // Berlin springs forward on 2026-03-29 and falls back on 2026-10-25.
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Berlin', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', 'Europe/Berlin', '2026-10-25T23:00:00.000Z'],
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-05-11', 'Asia/Kolkata', '2026-05-10T18:30:00.000Z'],
    // Chatham is +13:45 until 03:45 on 2026-04-05, then +12:45.
    ['2026-04-05', 'Pacific/Chatham', '2026-04-04T10:15:00.000Z'],
    ['2026-04-06', 'Pacific/Chatham', '2026-04-05T11:15:00.000Z'],
    ['2026-05-11', 'Pacific/Kiritimati', '2026-05-10T10:00:00.000Z'],
    ['2026-05-11', 'Pacific/Pago_Pago', '2026-05-11T11:00:00.000Z'],
    ['2026-05-11', 'UTC', '2026-05-11T00:00:00.000Z'],
  ])('%s in %s begins at %s', (date, tz, expected) => {
    expect(startOfLocalDay(date, tz).toISOString()).toBe(expected);
  });

  it('gives a 23-hour spring-forward day and a 25-hour fall-back day', () => {
    const length = (date: string, tz: string) =>
      startOfLocalDay(addDays(date, 1), tz).getTime() - startOfLocalDay(date, tz).getTime();
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23 * HOUR_MS);
    expect(length('2026-11-01', 'America/New_York')).toBe(25 * HOUR_MS);
    expect(length('2026-05-11', 'America/New_York')).toBe(24 * HOUR_MS);
  });

  it('starts the day at the jump when daylight saving skips midnight', () => {
    // Santiago and Havana jump from 00:00 straight to 01:00.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(startOfLocalDay('2026-03-08', 'America/Havana').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('starts the day after the repeated hour when clocks fall back over midnight', () => {
    // Santiago goes from 24:00 back to 23:00 on 2026-04-04; 2026-04-05 begins an hour later.
    expect(startOfLocalDay('2026-04-05', 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  const trickyZones = [
    'UTC',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'America/Santiago',
    'America/Havana',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Pacific/Apia',
  ];

  it('is the first instant of every date of 2026 and 2027, daylight-saving days included', () => {
    for (const tz of trickyZones) {
      for (let offset = 0; offset < 730; offset += 1) {
        const date = addDays('2026-01-01', offset);
        const start = startOfLocalDay(date, tz);
        expect(localDateOf(start, tz), `${date} in ${tz}`).toBe(date);
        expect(localDateOf(new Date(start.getTime() - 1), tz), `${date} in ${tz}`).toBe(addDays(date, -1));
      }
    }
  });

  it('is the first instant of its date in any zone (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 40 }), fc.constantFrom(...trickyZones), (offset, tz) => {
        const date = addDays('2000-01-01', offset);
        const start = startOfLocalDay(date, tz);
        expect(localDateOf(start, tz)).toBe(date);
        expect(localDateOf(new Date(start.getTime() - 1), tz)).toBe(addDays(date, -1));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a date that does not exist', () => {
    expect(() => startOfLocalDay('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});

describe('addDays / daysBetween', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('counts whole calendar days, even across a DST change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-05-11', '2026-05-04')).toBe(-7);
  });

  it('refuses fractional days and invalid dates', () => {
    expect(() => addDays('2026-05-11', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-1-1', '2026-01-02')).toThrow(RangeError);
  });

  it('inverts each other (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: -3000, max: 3000 }), (a, n) => {
        const from = addDays('1990-01-01', a);
        expect(daysBetween(from, addDays(from, n))).toBe(n);
      }),
    );
  });
});

describe('weekdayOf', () => {
  it('names the day of the week', () => {
    expect(weekdayOf('2026-05-11')).toBe('Monday');
    expect(weekdayOf('2026-05-16')).toBe('Saturday');
    expect(weekdayOf('2026-05-17')).toBe('Sunday');
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
  });
});

describe('weekOf', () => {
  it('runs from local Monday 00:00 to the next Monday 00:00', () => {
    const week = weekOf('2026-05-13T12:00:00Z', 'UTC');
    expect(week).toEqual({
      startDate: '2026-05-11',
      endDate: '2026-05-18',
      start: new Date('2026-05-11T00:00:00Z'),
      end: new Date('2026-05-18T00:00:00Z'),
    });
  });

  it('puts Sunday in the week that began the Monday before', () => {
    expect(weekOf('2026-05-17T23:59:59Z', 'UTC').startDate).toBe('2026-05-11');
  });

  it('uses the local calendar: Sunday evening in Los Angeles is Monday in UTC', () => {
    const now = new Date('2026-05-11T02:00:00Z');
    expect(weekOf(now, 'UTC').startDate).toBe('2026-05-11');
    const week = weekOf(now, 'America/Los_Angeles');
    expect(week.startDate).toBe('2026-05-04');
    expect(week.start.toISOString()).toBe('2026-05-04T07:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-05-11T07:00:00.000Z');
  });

  it('includes its start instant and excludes its end instant', () => {
    const tz = 'Asia/Kolkata';
    const week = weekOf('2026-05-13T12:00:00Z', tz);
    expect(weekOf(week.start, tz).startDate).toBe(week.startDate);
    expect(weekOf(new Date(week.end.getTime() - 1), tz).startDate).toBe(week.startDate);
    expect(weekOf(week.end, tz).startDate).toBe(week.endDate);
  });

  it('is one hour short in the week clocks spring forward', () => {
    const week = weekOf('2026-03-29T12:00:00Z', 'Europe/Berlin');
    expect(week.startDate).toBe('2026-03-23');
    expect(week.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(week.end.getTime() - week.start.getTime()).toBe((7 * 24 - 1) * HOUR_MS);
  });
});

describe('scheduleDateOf', () => {
  const wednesday = '2026-05-13T12:00:00Z';

  it('finds each schedule day in the current week, earlier days included', () => {
    expect(scheduleDateOf('Monday', wednesday, 'UTC')).toBe('2026-05-11');
    expect(scheduleDateOf('Wednesday', wednesday, 'UTC')).toBe('2026-05-13');
    expect(scheduleDateOf('Saturday', wednesday, 'UTC')).toBe('2026-05-16');
  });

  it('on Sunday still points back into the week that is ending', () => {
    expect(scheduleDateOf('Saturday', '2026-05-17T10:00:00Z', 'UTC')).toBe('2026-05-16');
  });

  it('follows the local week', () => {
    // Monday 02:00 UTC is still Sunday in Los Angeles.
    expect(scheduleDateOf('Monday', '2026-05-11T02:00:00Z', 'America/Los_Angeles')).toBe('2026-05-04');
  });
});

describe('instantOfLocalTime', () => {
  it('reads a wall-clock time in the zone, across daylight saving', () => {
    expect(instantOfLocalTime('2026-01-15', { hour: 9, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T08:30:00.000Z',
    );
    expect(
      instantOfLocalTime('2026-07-15', { hour: 9, minute: 30, second: 5 }, 'Europe/Berlin').toISOString(),
    ).toBe('2026-07-15T07:30:05.000Z');
    expect(instantOfLocalTime('2026-11-23', { hour: 23, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2026-11-24T04:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-03-10', { hour: 12, minute: 0 }, 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-10T06:30:00.000Z',
    );
  });

  it('takes the first of a repeated hour and moves a skipped one past the jump', () => {
    // Berlin: 2026-10-25 02:30 happens twice (CEST then CET); 2026-03-29 02:30 does not happen.
    expect(instantOfLocalTime('2026-10-25', { hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-03-29', { hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});

const TODAY_ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/Santiago',
  'America/Havana',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

describe('todayIn', () => {
  it('agrees with localDateOf for instants in any order, across midnights and daylight-saving changes', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...TODAY_ZONES), fc.integer({ min: 0, max: 400 * 86_400_000 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (asks) => {
          for (const [zone, offset] of asks) {
            const now = new Date(start + offset);
            expect(todayIn(now, zone), `${zone} ${now.toISOString()}`).toBe(localDateOf(now, zone));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves to the next date at the first instant of the local day', () => {
    // Berlin: 2026-06-14 begins at 2026-06-13T22:00:00Z (CEST).
    expect(todayIn(new Date('2026-06-13T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-06-13');
    expect(todayIn(new Date('2026-06-13T22:00:00.000Z'), 'Europe/Berlin')).toBe('2026-06-14');
    expect(todayIn(new Date('2026-06-13T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-06-13');
  });
});
