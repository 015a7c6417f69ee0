import { describe, expect, it } from 'vitest';
import { longestRun, nthSavedAt, streakReachedAt, weightTrend } from './progress-charts.js';
import { addDays } from './time.js';

describe('weightTrend (docs/decisions/0015)', () => {
  it('starts at the first weight and moves 10 % a day, more after a gap', () => {
    expect(
      weightTrend([
        { date: '2026-01-01', weightKg: 80 },
        { date: '2026-01-02', weightKg: 81 },
        { date: '2026-01-05', weightKg: 79 },
      ]).map((p) => p.trendKg),
    ).toEqual([80, 80.1, 79.802]);
  });

  it('after a gap of n days equals n daily weigh-ins of the same weight', () => {
    const gap = weightTrend([
      { date: '2026-01-01', weightKg: 80 },
      { date: '2026-01-08', weightKg: 77 },
    ]);
    const daily = weightTrend(
      Array.from({ length: 8 }, (_, i) => ({ date: addDays('2026-01-01', i), weightKg: i === 0 ? 80 : 77 })),
    );
    expect(gap.at(-1)!.trendKg).toBe(daily.at(-1)!.trendKg);
    // 80 - 3 × (1 - 0.9^7) = 80 - 3 × 0.5217031 = 78.43489
    expect(gap.at(-1)!.trendKg).toBe(78.435);
  });
});

describe('achievement thresholds', () => {
  it('nthSavedAt is the n-th save in time order, null before the threshold', () => {
    expect(nthSavedAt(['c', 'a', 'b'], 2)).toBe('b');
    expect(nthSavedAt(['a', 'b'], 3)).toBeNull();
  });

  it('streakReachedAt dates a run by its latest first-save, the earliest such window winning', () => {
    const days = new Map<string, string>();
    for (let i = 0; i < 10; i += 1)
      days.set(addDays('2026-01-01', i), `2026-01-${String(i + 1).padStart(2, '0')}T09`);
    expect(streakReachedAt(days, 7)).toBe('2026-01-07T09');
    // Day 3 filled in much later: the first seven-day window without it is days 4..10.
    days.set('2026-01-03', '2026-02-01T00');
    expect(streakReachedAt(days, 7)).toBe('2026-01-10T09');
    expect(streakReachedAt(days, 11)).toBeNull();
    expect(longestRun(days.keys())).toBe(10);
  });

  it('matches a brute-force search over random histories', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 50; round += 1) {
      const days = new Map<string, string>();
      for (let i = 0; i < 60; i += 1) {
        if (random() < 0.85)
          days.set(addDays('2025-06-01', i), String(Math.floor(random() * 1e6)).padStart(7, '0'));
      }
      for (const length of [3, 7, 12]) {
        const dates = [...days.keys()].sort();
        let expected: string | null = null;
        for (let end = length - 1; end < dates.length; end += 1) {
          const window = dates.slice(end - length + 1, end + 1);
          if (addDays(window[0]!, length - 1) !== window.at(-1)) continue;
          const latest = window
            .map((d) => days.get(d)!)
            .sort()
            .at(-1)!;
          if (expected === null || latest < expected) expected = latest;
        }
        expect(streakReachedAt(days, length)).toBe(expected);
      }
    }
  });
});
