import { describe, expect, it } from 'vitest';
import { currentStreak, longestStreak } from './streak.js';
import { localDateOf } from './time.js';

describe('currentStreak', () => {
  const today = '2026-05-13';

  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-05-11', '2026-05-12', '2026-05-13'], today)).toBe(3);
    expect(currentStreak(['2026-05-13'], today)).toBe(1);
  });

  it('stays alive through yesterday while today has no activity yet', () => {
    expect(currentStreak(['2026-05-10', '2026-05-11', '2026-05-12'], today)).toBe(3);
  });

  it('is 0 once a whole day was missed', () => {
    expect(currentStreak(['2026-05-10', '2026-05-11'], today)).toBe(0);
    expect(currentStreak([], today)).toBe(0);
  });

  it('stops at the first gap and ignores older runs', () => {
    const dates = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-12', '2026-05-13'];
    expect(currentStreak(dates, today)).toBe(2);
  });

  it('accepts unsorted dates with duplicates', () => {
    const dates = ['2026-05-13', '2026-05-11', '2026-05-13', '2026-05-12', '2026-05-11'];
    expect(currentStreak(dates, today)).toBe(3);
  });

  it('ignores activity dated after today', () => {
    expect(currentStreak(['2026-05-14', '2026-05-15'], today)).toBe(0);
  });

  it('runs across month and year ends', () => {
    expect(currentStreak(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01')).toBe(3);
    expect(currentStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
  });

  it('is not broken by a daylight-saving change', () => {
    const tz = 'Europe/Berlin';
    // Workouts at 21:00 local around the 2026-03-29 spring-forward: 20:00Z before, 19:00Z after.
    const instants = [
      '2026-03-27T20:00:00Z',
      '2026-03-28T20:00:00Z',
      '2026-03-29T19:00:00Z',
      '2026-03-30T19:00:00Z',
    ];
    const dates = instants.map((instant) => localDateOf(instant, tz));
    expect(dates).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(currentStreak(dates, localDateOf('2026-03-30T21:30:00Z', tz))).toBe(4);
  });

  it('is not broken by a fall-back change with activity just after local midnight', () => {
    const tz = 'America/New_York';
    // 00:30 local each day: 04:30Z under EDT, 05:30Z once clocks fell back on 2026-11-01.
    const instants = ['2026-10-31T04:30:00Z', '2026-11-01T04:30:00Z', '2026-11-02T05:30:00Z'];
    const dates = instants.map((instant) => localDateOf(instant, tz));
    expect(dates).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(currentStreak(dates, '2026-11-02')).toBe(3);
  });

  it('rejects malformed dates instead of silently miscounting', () => {
    expect(() => currentStreak(['2026-5-12'], today)).toThrow(RangeError);
    expect(() => currentStreak([], '2026-02-30')).toThrow(RangeError);
  });
});

describe('longestStreak', () => {
  it('keeps the longest run, wherever it is', () => {
    const dates = [
      '2026-01-01',
      '2026-01-02',
      '2026-02-10',
      '2026-02-11',
      '2026-02-12',
      '2026-02-13',
      '2026-05-12',
      '2026-05-13',
    ];
    expect(longestStreak(dates)).toBe(4);
  });

  it('is not fooled by a longer, more recent run being split by one missed day', () => {
    expect(longestStreak(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'])).toBe(3);
  });

  it('accepts unsorted dates with duplicates', () => {
    expect(longestStreak(['2026-03-03', '2026-03-01', '2026-03-02', '2026-03-02', '2026-03-01'])).toBe(3);
  });

  it('is 0 without activity and 1 for a single day', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-03-03'])).toBe(1);
  });

  it('counts across month ends and leap days', () => {
    expect(longestStreak(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'])).toBe(4);
    expect(longestStreak(['2026-02-28', '2026-03-01'])).toBe(2);
  });

  it('is unaffected by a daylight-saving change', () => {
    const tz = 'America/New_York';
    const instants = ['2026-03-07T17:00:00Z', '2026-03-08T16:00:00Z', '2026-03-09T16:00:00Z'];
    expect(longestStreak(instants.map((instant) => localDateOf(instant, tz)))).toBe(3);
  });
});
