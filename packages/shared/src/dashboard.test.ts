import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_STREAK_SUMMARY,
  foldStreakSummary,
  weeklyTargetProblem,
  recentActivityQuerySchema,
  scheduleUpdateBodySchema,
  streaksFrom,
} from './dashboard.js';
import { currentStreak, longestStreak } from './streak.js';
import { addDays } from './time.js';

const START = '2024-02-20';
/** A history as day offsets from START (spanning a leap day), turned into dates. */
const historyArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 90 })
  .map((offsets) => offsets.map((n) => addDays(START, n)));

describe('foldStreakSummary and streaksFrom', () => {
  it('agree with longestStreak and currentStreak wherever history is split', () => {
    fc.assert(
      fc.property(
        historyArb,
        fc.integer({ min: 0, max: 121 }),
        fc.integer({ min: 0, max: 121 }),
        (dates, a, b) => {
          const [cut, todayOffset] = a <= b ? [a, b] : [b, a];
          const horizon = addDays(START, cut);
          const today = addDays(START, todayOffset);
          const upToToday = dates.filter((d) => d <= today);
          const summary = foldStreakSummary(
            EMPTY_STREAK_SUMMARY,
            dates.filter((d) => d < horizon),
            horizon,
          );
          expect(summary.longest).toBe(longestStreak(dates.filter((d) => d < horizon)));
          const result = streaksFrom(
            summary,
            upToToday.filter((d) => d >= horizon),
            today,
          );
          expect(result.current).toBe(currentStreak(upToToday, today));
          expect(result.highest).toBe(longestStreak(upToToday));
        },
      ),
    );
  });

  it('carries the run ending at the horizon into the window', () => {
    const summary = foldStreakSummary(
      EMPTY_STREAK_SUMMARY,
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      '2026-03-04',
    );
    expect(summary).toEqual({ from: '2026-03-04', longest: 3, trailingRun: 3 });
    expect(streaksFrom(summary, ['2026-03-04', '2026-03-05'], '2026-03-05')).toEqual({
      current: 5,
      highest: 5,
    });
    // Today (03-06) has nothing yet: the run through yesterday is still alive.
    expect(streaksFrom(summary, ['2026-03-04', '2026-03-05'], '2026-03-06')).toEqual({
      current: 5,
      highest: 5,
    });
    // A whole missed day breaks it, while the record stays.
    expect(streaksFrom(summary, ['2026-03-04', '2026-03-05'], '2026-03-07')).toEqual({
      current: 0,
      highest: 5,
    });
  });

  it('drops the trailing run when the day before the horizon was idle', () => {
    const summary = foldStreakSummary(EMPTY_STREAK_SUMMARY, ['2026-03-01', '2026-03-02'], '2026-03-04');
    expect(summary).toEqual({ from: '2026-03-04', longest: 2, trailingRun: 0 });
    expect(streaksFrom(summary, ['2026-03-04'], '2026-03-04')).toEqual({ current: 1, highest: 2 });
  });
});

describe('weeklyTargetProblem', () => {
  it('keeps workouts within 1 to 14 and the others at 0 or more', () => {
    expect(weeklyTargetProblem('workouts', 1)).toBeNull();
    expect(weeklyTargetProblem('workouts', 14)).toBeNull();
    expect(weeklyTargetProblem('workouts', 0)).toMatch(/between 1 and 14/);
    expect(weeklyTargetProblem('workouts', 15)).toMatch(/between 1 and 14/);
    expect(weeklyTargetProblem('calories', 0)).toBeNull();
    expect(weeklyTargetProblem('protein', -1)).toMatch(/0 or more/);
    expect(weeklyTargetProblem('calories-intake', Number.POSITIVE_INFINITY)).toMatch(/number/);
    expect(weeklyTargetProblem('calories-intake', Number.NaN)).toMatch(/number/);
  });
});

describe('scheduleUpdateBodySchema', () => {
  it('trims muscle groups and exercises and drops blank exercises', () => {
    const parsed = scheduleUpdateBodySchema.parse({
      plan: [{ dayOfWeek: 'Monday', muscleGroup: '  Legs ', exercises: [' Squat ', '', '  ', 'Lunge'] }],
    });
    expect(parsed.plan).toEqual([
      { dayOfWeek: 'Monday', muscleGroup: 'Legs', exercises: ['Squat', 'Lunge'] },
    ]);
  });

  it('refuses Sunday and a day given twice', () => {
    expect(
      scheduleUpdateBodySchema.safeParse({ plan: [{ dayOfWeek: 'Sunday', muscleGroup: '', exercises: [] }] })
        .success,
    ).toBe(false);
    const twice = scheduleUpdateBodySchema.safeParse({
      plan: [
        { dayOfWeek: 'Friday', muscleGroup: 'A', exercises: [] },
        { dayOfWeek: 'Friday', muscleGroup: 'B', exercises: [] },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['plan', 1, 'dayOfWeek']);
  });
});

describe('recentActivityQuerySchema', () => {
  it('defaults to 5 and keeps the limit within 1 to 50', () => {
    expect(recentActivityQuerySchema.parse({}).limit).toBe(5);
    expect(recentActivityQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(recentActivityQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(recentActivityQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(recentActivityQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
  });
});
