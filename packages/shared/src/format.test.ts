import { describe, expect, it } from 'vitest';
import { daysLeft, daysLeftLabel, elapsedMinutes, formatElapsed, lastCompletedLabel } from './format.js';
import { startOfLocalDay } from './time.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatElapsed', () => {
  it('writes hh:mm:ss with zero padding', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(5 * SECOND)).toBe('00:00:05');
    expect(formatElapsed(61 * SECOND)).toBe('00:01:01');
    expect(formatElapsed(HOUR + 2 * MINUTE + 3 * SECOND)).toBe('01:02:03');
    expect(formatElapsed(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('23:59:59');
  });

  it('shows only completed seconds', () => {
    expect(formatElapsed(999)).toBe('00:00:00');
    expect(formatElapsed(59 * SECOND + 999)).toBe('00:00:59');
  });

  it('keeps counting hours past a day and past 99', () => {
    expect(formatElapsed(25 * HOUR)).toBe('25:00:00');
    expect(formatElapsed(100 * HOUR + 1 * SECOND)).toBe('100:00:01');
  });

  it('shows zero for negative or unreadable time', () => {
    expect(formatElapsed(-5 * SECOND)).toBe('00:00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00:00');
  });
});

describe('elapsedMinutes', () => {
  it('rounds to the nearest minute', () => {
    expect(elapsedMinutes(0)).toBe(0);
    expect(elapsedMinutes(29 * SECOND)).toBe(0);
    expect(elapsedMinutes(30 * SECOND)).toBe(1);
    expect(elapsedMinutes(89 * SECOND)).toBe(1);
    expect(elapsedMinutes(90 * SECOND)).toBe(2);
    expect(elapsedMinutes(HOUR)).toBe(60);
  });

  it('is 0 for negative or unreadable time', () => {
    expect(elapsedMinutes(-10 * MINUTE)).toBe(0);
    expect(elapsedMinutes(Number.NaN)).toBe(0);
  });
});

describe('lastCompletedLabel', () => {
  const tz = 'America/Los_Angeles';
  // 2026-05-13 23:30 and 2026-05-14 00:30 in Los Angeles (UTC-7).
  const lateEvening = new Date('2026-05-14T06:30:00Z');
  const justAfterMidnight = new Date('2026-05-14T07:30:00Z');

  it('is a dash when never completed or unreadable', () => {
    expect(lastCompletedLabel(null, lateEvening, tz)).toBe('-');
    expect(lastCompletedLabel('', lateEvening, tz)).toBe('-');
    expect(lastCompletedLabel('not a date', lateEvening, tz)).toBe('-');
  });

  it('counts local calendar days, not 24-hour periods', () => {
    const completed = '2026-05-14T06:00:00Z'; // 23:00 local on the 13th
    expect(lastCompletedLabel(completed, lateEvening, tz)).toBe('Today');
    // One hour later it is past local midnight: the same workout is now yesterday's.
    expect(lastCompletedLabel(completed, justAfterMidnight, tz)).toBe('Yesterday');
  });

  it('uses the zone given, not UTC', () => {
    // Both instants are on 2026-05-14 in UTC, but on different local days in Los Angeles.
    expect(lastCompletedLabel('2026-05-14T01:00:00Z', justAfterMidnight, 'UTC')).toBe('Today');
    expect(lastCompletedLabel('2026-05-14T01:00:00Z', justAfterMidnight, tz)).toBe('Yesterday');
  });

  it('says how many days ago for older completions', () => {
    expect(lastCompletedLabel('2026-05-12T06:00:00Z', justAfterMidnight, tz)).toBe('3 days ago');
    expect(lastCompletedLabel('2026-05-04T18:00:00Z', justAfterMidnight, tz)).toBe('10 days ago');
  });

  it('treats a completion slightly in the future as today', () => {
    expect(lastCompletedLabel('2026-05-14T06:35:00Z', lateEvening, tz)).toBe('Today');
  });
});

describe('daysLeft', () => {
  const tz = 'Europe/Berlin';
  const morning = new Date('2026-05-13T08:00:00Z'); // 10:00 local, 2026-05-13

  it('counts whole days to the deadline, rounded up', () => {
    expect(daysLeft('2026-05-14', morning, tz)).toBe(1);
    expect(daysLeft('2026-05-20', morning, tz)).toBe(7);
    expect(daysLeft('2026-05-13', morning, tz)).toBe(0);
    expect(daysLeft('2026-05-10', morning, tz)).toBe(-3);
  });

  it('agrees with ceil((start of deadline day - now) / 1 day) on ordinary days', () => {
    for (const hour of [0, 1, 12, 23]) {
      const now = new Date(startOfLocalDay('2026-05-13', tz).getTime() + hour * HOUR);
      const expected = Math.ceil((startOfLocalDay('2026-05-16', tz).getTime() - now.getTime()) / DAY);
      expect(daysLeft('2026-05-16', now, tz)).toBe(expected);
    }
  });

  it('uses the local date: just after local midnight the day has already turned', () => {
    const la = 'America/Los_Angeles';
    // 23:30 on the 13th vs 00:30 on the 14th in Los Angeles.
    expect(daysLeft('2026-05-15', new Date('2026-05-14T06:30:00Z'), la)).toBe(2);
    expect(daysLeft('2026-05-15', new Date('2026-05-14T07:30:00Z'), la)).toBe(1);
  });

  it('is not pushed up a day by a 25-hour day when clocks fall back', () => {
    const ny = 'America/New_York';
    const midnight = startOfLocalDay('2026-10-31', ny);
    expect(daysLeft('2026-11-02', midnight, ny)).toBe(2);
  });
});

describe('daysLeftLabel', () => {
  const tz = 'UTC';
  const now = new Date('2026-05-13T12:00:00Z');

  it('says how many days are left', () => {
    expect(daysLeftLabel('2026-05-20', now, tz)).toBe('7 days left');
    expect(daysLeftLabel('2026-05-14', now, tz)).toBe('1 day left');
  });

  it("says 'Overdue' on the deadline day and after", () => {
    expect(daysLeftLabel('2026-05-13', now, tz)).toBe('Overdue');
    expect(daysLeftLabel('2026-04-01', now, tz)).toBe('Overdue');
  });
});
