import { z } from 'zod';
import { MEASUREMENT_KEYS, progressPhotoSchema, type MeasurementKey } from './progress-entries.js';
import { exerciseIdSchema } from './exercises.js';
import { pageCursorSchema, pagedListSchema } from './paging.js';
import { RECORD_KINDS, setAnswerSchema } from './strength.js';
import { daysBetween, isCalendarDate } from './time.js';

/** Progress from the person's own data (issue 16): weight trend, measurements, achievements, exercise charts. */

// ---------------------------------------------------------------------------------------------------------------
// Weight trend (docs/decisions/0015-weight-trend.md)

/** The share of the distance to a new weigh-in the trend moves per day (The Hacker's Diet's 10 %). */
export const WEIGHT_TREND_SMOOTHING = 0.1;

export type WeighIn = { date: string; weightKg: number };
export type WeightPoint = WeighIn & { trendKg: number };

/** Grams: finer than any scale, so a slow trend drawn over a narrow range moves smoothly, not in steps. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The exponentially smoothed trend of a weight series: one weigh-in per day, oldest first. The first trend is
 * the first weight; after that, a weigh-in `gap` days after the previous one moves the trend by
 * 1 - (1 - α)^gap of the difference, as if it had been weighed every day of the gap (a week away moves the trend
 * as much as a week of daily weigh-ins would, not one day's worth). Each point depends only on weigh-ins up to
 * its day. Trends are rounded to 0.01 kg in the answer but carried unrounded.
 */
export function weightTrend(days: readonly WeighIn[], alpha = WEIGHT_TREND_SMOOTHING): WeightPoint[] {
  const points: WeightPoint[] = [];
  let trend: number | undefined;
  let previous: string | undefined;
  for (const { date, weightKg } of days) {
    if (trend === undefined || previous === undefined) {
      trend = weightKg;
    } else {
      const gap = Math.max(1, daysBetween(previous, date));
      trend += (1 - (1 - alpha) ** gap) * (weightKg - trend);
    }
    previous = date;
    points.push({ date, weightKg, trendKg: round3(trend) });
  }
  return points;
}

// ---------------------------------------------------------------------------------------------------------------
// Queries

const dayQuery = (label: string) =>
  z.string().refine(isCalendarDate, `${label} must be a real day (YYYY-MM-DD).`).optional();

/** `from` and `to` are calendar days, both included; either may be left out (the start of history, today). */
export const progressRangeQuerySchema = z
  .object({ from: dayQuery('from'), to: dayQuery('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to.',
    path: ['from'],
  });
export type ProgressRangeQuery = z.infer<typeof progressRangeQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Weight and measurements

export const weightSeriesSchema = z.object({
  points: z.array(z.object({ date: z.string(), weightKg: z.number(), trendKg: z.number() })),
});
export type WeightSeries = z.infer<typeof weightSeriesSchema>;

/** Measurements other than weight, each drawn as its own chart on the Body tab. */
export const BODY_MEASUREMENT_KEYS = MEASUREMENT_KEYS.filter((key) => key !== 'weight') as Exclude<
  MeasurementKey,
  'weight'
>[];
export type BodyMeasurementKey = (typeof BODY_MEASUREMENT_KEYS)[number];

export const measurementParamsSchema = z.object({
  key: z.enum(BODY_MEASUREMENT_KEYS as [BodyMeasurementKey, ...BodyMeasurementKey[]], {
    error: `Measurement must be one of ${BODY_MEASUREMENT_KEYS.join(', ')}.`,
  }),
});

/** One point per day with that measurement (the day's last), oldest first. */
export const measurementSeriesSchema = z.object({
  points: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type MeasurementSeries = z.infer<typeof measurementSeriesSchema>;

/** Days with photos, newest first; each photo has a small thumbnail URL and a full one. */
export const photoGallerySchema = z.object({
  days: z.array(z.object({ date: z.string(), entryId: z.string(), photos: z.array(progressPhotoSchema) })),
});
export type PhotoGallery = z.infer<typeof photoGallerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Achievements (docs/decisions/0016-achievements-stay-earned.md)

export const ACHIEVEMENTS = [
  { key: 'first-workout', title: 'First workout', target: 1 },
  { key: 'workouts-10', title: '10 workouts', target: 10 },
  { key: 'workouts-50', title: '50 workouts', target: 50 },
  { key: 'workouts-100', title: '100 workouts', target: 100 },
  { key: 'workouts-250', title: '250 workouts', target: 250 },
  { key: 'streak-7', title: '7-day streak', target: 7 },
  { key: 'streak-30', title: '30-day streak', target: 30 },
  { key: 'streak-100', title: '100-day streak', target: 100 },
  { key: 'first-record', title: 'First personal record', target: 1 },
  { key: 'records-10', title: '10 records', target: 10 },
  { key: 'first-meal', title: 'First meal logged', target: 1 },
  { key: 'food-days-30', title: '30 days of food logged', target: 30 },
  { key: 'first-weigh-in', title: 'First weigh-in', target: 1 },
  { key: 'weight-goal-5kg', title: '5 kg towards a weight goal', target: 5 },
  { key: 'goal-completed', title: 'A goal completed', target: 1 },
] as const;
export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];

export const achievementSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** When the data that crossed the threshold was saved; null while locked. */
  earnedAt: z.string().nullable(),
  progress: z.object({ current: z.number(), target: z.number() }),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListSchema = z.object({ items: z.array(achievementSchema) });
export type AchievementList = z.infer<typeof achievementListSchema>;

/** POST /progress/achievements/announcements: the earned ones not announced before, each handed out once. */
export const achievementAnnouncementsSchema = z.object({
  items: z.array(z.object({ key: z.string(), title: z.string(), earnedAt: z.string() })),
});
export type AchievementAnnouncements = z.infer<typeof achievementAnnouncementsSchema>;

/**
 * When the n-th item of a history was saved: `savedAt` lists when each counted thing was saved (any order).
 * The threshold is crossed by the n-th save, so that is when the achievement was earned.
 */
export function nthSavedAt(savedAt: readonly string[], n: number): string | null {
  if (savedAt.length < n || n < 1) return null;
  return [...savedAt].sort()[n - 1] ?? null;
}

/**
 * When a run of `length` consecutive active days first existed. `days` maps each active date to when its first
 * activity was saved. A run exists once all its days are saved, i.e. at the latest of its days' saves; the
 * earliest such moment over every window of `length` consecutive days is when the streak was reached.
 */
export function streakReachedAt(days: ReadonlyMap<string, string>, length: number): string | null {
  const dates = [...days.keys()].sort();
  const dayNumbers = dates.map(dayNumber);
  const saved = dates.map((date) => days.get(date)!);
  let best: string | null = null;
  let runStart = 0;
  // Indices of the window whose saves are decreasing: the front is the window's latest save (sliding maximum).
  const window: number[] = [];
  let head = 0;
  for (let i = 0; i < dates.length; i += 1) {
    if (i > 0 && dayNumbers[i]! - dayNumbers[i - 1]! !== 1) {
      runStart = i;
      window.length = 0;
      head = 0;
    }
    while (window.length > head && saved[window.at(-1)!]! <= saved[i]!) window.pop();
    window.push(i);
    while (window[head]! <= i - length) head += 1;
    if (i - runStart + 1 < length) continue;
    const latest = saved[window[head]!]!;
    if (best === null || latest < best) best = latest;
  }
  return best;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The longest run of consecutive dates in a set (for a streak achievement's progress). */
export function longestRun(dates: Iterable<string>): number {
  const sorted = [...new Set(dates)].sort().map(dayNumber);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    run = i > 0 && sorted[i]! - sorted[i - 1]! === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

// ---------------------------------------------------------------------------------------------------------------
// Overview

export const progressOverviewSchema = z.object({
  /** The calendar month of today in the caller's zone, 'YYYY-MM'. */
  month: z.string(),
  /** Last weigh-in of the month minus the last one before it (or the month's first); null without two. */
  weightChangeKg: z.number().nullable(),
  workouts: z.number(),
  bodyFatChange: z.number().nullable(),
  latestPhoto: z.object({ date: z.string(), photo: progressPhotoSchema }).nullable(),
  newestAchievements: z.array(achievementSchema),
});
export type ProgressOverview = z.infer<typeof progressOverviewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Exercise progress and the History tab

/** How each kind of personal record is named on screen. */
export const RECORD_KIND_LABELS: Record<(typeof RECORD_KINDS)[number], string> = {
  heaviestWeight: 'Heaviest weight',
  estimatedOneRepMax: 'Best estimated 1RM',
  mostReps: 'Most reps',
  bestSetVolume: 'Best set volume',
  longestDuration: 'Longest time',
};

export const exerciseProgressParamsSchema = z.object({ exerciseId: exerciseIdSchema });

/** One point per workout that held completed sets of the exercise, oldest first. */
export const exerciseProgressSchema = z.object({
  exercise: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  sessions: z.array(
    z.object({
      logId: z.string(),
      performedAt: z.string(),
      /** Best Epley estimate over the session's sets of 1..12 reps with a weight; null without one. */
      bestE1rmKg: z.number().nullable(),
      heaviestKg: z.number().nullable(),
      /** Sum of weight × reps over the completed sets. */
      volumeKg: z.number(),
      sets: z.number(),
    }),
  ),
  records: z.array(
    z.object({ record: z.enum(RECORD_KINDS), value: z.number(), logId: z.string(), achievedAt: z.string() }),
  ),
});
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;

export const EXERCISE_SETS_LIMIT = 100;
export const exerciseSetsQuerySchema = z.object({ cursor: pageCursorSchema.optional() });

/** Every past set of an exercise, newest workout first, a page at a time. */
export const exerciseSetsPageSchema = pagedListSchema(
  setAnswerSchema.extend({ logId: z.string(), performedAt: z.string(), setIndex: z.number() }),
);
export type ExerciseSetsPage = z.infer<typeof exerciseSetsPageSchema>;

export const TRAINING_CALENDAR_DAYS = 365;
/** Days of the last year (today included, in the caller's zone) with at least one workout. */
export const trainingDaysSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), workouts: z.number() })),
});
export type TrainingDays = z.infer<typeof trainingDaysSchema>;

export const MUSCLE_SETS_WEEKS = 8;
/** Completed sets per primary muscle for each of the last 8 weeks (Monday first), oldest first. */
export const muscleSetsSchema = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), sets: z.record(z.string(), z.number()) })),
});
export type MuscleSets = z.infer<typeof muscleSetsSchema>;
