import { z } from 'zod';
import { limitSchema } from './paging.js';
import {
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_MAX,
  SCHEDULE_DAYS,
  WEEKLY_TARGET_KINDS,
  WORKOUTS_TARGET_MAX,
  WORKOUTS_TARGET_MIN,
  type WeeklyTargetKind,
} from './constants.js';
import { addDays, daysBetween } from './time.js';
import { splitExercises } from './workouts.js';

/** Contracts of the dashboard calls (spec §7 Dashboard); every figure is defined in DESIGN §5. */

export const MUSCLE_GROUP_MAX = 100;
export const SCHEDULE_EXERCISES_MAX = 50;
export const SCHEDULE_EXERCISE_MAX = 100;

/** `?week=current`: the only week the dashboard asks about; it may be left out. */
export const weekQuerySchema = z.object({
  week: z.enum(['current'], { error: "week must be 'current'." }).default('current'),
});

export const streakResponseSchema = z.object({ streak: z.number().int().min(0) });
export type StreakResponse = z.infer<typeof streakResponseSchema>;

export const personalRecordResponseSchema = z.object({ personalRecord: z.number().int().min(0) });
export type PersonalRecordResponse = z.infer<typeof personalRecordResponseSchema>;

export const caloriesSummaryResponseSchema = z.object({ totalCalories: z.number() });
export type CaloriesSummaryResponse = z.infer<typeof caloriesSummaryResponseSchema>;

export const workoutsSummaryResponseSchema = z.object({ workoutsThisWeek: z.number().int().min(0) });
export type WorkoutsSummaryResponse = z.infer<typeof workoutsSummaryResponseSchema>;

/** Kilograms of the newest progress entry that has a weight; null when none has. */
export const latestWeightResponseSchema = z.object({ weight: z.number().nullable() });
export type LatestWeightResponse = z.infer<typeof latestWeightResponseSchema>;

export const recentActivityQuerySchema = z.object({
  limit: limitSchema(RECENT_ACTIVITY_MAX, RECENT_ACTIVITY_LIMIT),
});

export const ACTIVITY_TYPES = ['workout', 'meal', 'weight'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = z.object({
  _id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  /** ISO-8601 instant: when the workout finished, or when the meal or weight was logged. */
  timestamp: z.string(),
  caloriesBurned: z.number().optional(),
  calories: z.number().optional(),
  weight: z.number().optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const recentActivityResponseSchema = z.object({ items: z.array(activityItemSchema) });
export type RecentActivityResponse = z.infer<typeof recentActivityResponseSchema>;

export function isWeeklyTargetKind(kind: unknown): kind is WeeklyTargetKind {
  return typeof kind === 'string' && (WEEKLY_TARGET_KINDS as readonly string[]).includes(kind);
}

/** Any text: an unknown kind answers 404 (it names a resource that does not exist), not 400. */
export const weeklyTargetParamsSchema = z.object({ kind: z.string() });

/** A weekly target: this week's value against the user's target. */
export const weeklyTargetResponseSchema = z.object({ value: z.number(), target: z.number() });
export type WeeklyTarget = z.infer<typeof weeklyTargetResponseSchema>;

export const weeklyTargetBodySchema = z.object({
  target: z
    .number({ error: 'Target must be a number.' })
    .int('Target must be a whole number.')
    .min(0, 'Target must be 0 or more.'),
});
export type WeeklyTargetBody = z.infer<typeof weeklyTargetBodySchema>;

/**
 * What is wrong with a weekly target, or null when it is fine (spec §5 Goal edit): workouts 1 to 14,
 * others 0 or more, always a finite number. The form rounds before saving; the API takes whole numbers.
 */
export function weeklyTargetProblem(kind: WeeklyTargetKind, target: number): string | null {
  if (!Number.isFinite(target)) return 'Target must be a number.';
  if (kind === 'workouts') {
    if (target < WORKOUTS_TARGET_MIN || target > WORKOUTS_TARGET_MAX) {
      return `Workouts target must be between ${WORKOUTS_TARGET_MIN} and ${WORKOUTS_TARGET_MAX}.`;
    }
    return null;
  }
  return target < 0 ? 'Target must be 0 or more.' : null;
}

export const scheduleDaySchema = z.enum(SCHEDULE_DAYS, {
  error: `dayOfWeek must be one of ${SCHEDULE_DAYS.join(', ')}.`,
});

export const scheduleItemSchema = z.object({
  dayOfWeek: scheduleDaySchema,
  muscleGroup: z.string(),
  exercises: z.array(z.string()),
  completed: z.boolean(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const scheduleResponseSchema = z.object({ items: z.array(scheduleItemSchema) });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

const schedulePlanDaySchema = z.object({
  dayOfWeek: scheduleDaySchema,
  muscleGroup: z
    .string({ error: 'Muscle group must be text.' })
    .trim()
    .max(MUSCLE_GROUP_MAX, `Muscle group must be at most ${MUSCLE_GROUP_MAX} characters.`)
    .default(''),
  exercises: z
    .array(
      z
        .string({ error: 'Each exercise must be text.' })
        .trim()
        .max(SCHEDULE_EXERCISE_MAX, `An exercise must be at most ${SCHEDULE_EXERCISE_MAX} characters.`),
      { error: 'Exercises must be a list of text.' },
    )
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z.array(z.string()).max(SCHEDULE_EXERCISES_MAX, `At most ${SCHEDULE_EXERCISES_MAX} exercises a day.`),
    )
    .default([]),
});
export type SchedulePlanDay = z.infer<typeof schedulePlanDaySchema>;

/** PUT /user/schedule/week: Monday to Saturday, each day at most once; missing days are left empty. */
export const scheduleUpdateBodySchema = z.object({
  plan: z
    .array(schedulePlanDaySchema, { error: 'plan must be a list of days.' })
    .max(SCHEDULE_DAYS.length, `plan has at most ${SCHEDULE_DAYS.length} days.`)
    .superRefine((plan, context) => {
      const seen = new Set<string>();
      plan.forEach((day, index) => {
        if (seen.has(day.dayOfWeek)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'dayOfWeek'],
            message: `${day.dayOfWeek} appears more than once.`,
          });
        }
        seen.add(day.dayOfWeek);
      });
    }),
});
export type ScheduleUpdateBody = z.input<typeof scheduleUpdateBodySchema>;

/** The Edit Schedule form's comma-separated exercises, as the API takes them (spec §5 Schedule save). */
export const parseScheduleExercises = splitExercises;

/**
 * The streak figures of every active day before `from`, so history already read need not be read
 * again: the longest run among them and the run that ends the day before `from` (which a day on or
 * after `from` may continue).
 */
export interface StreakSummary {
  from: string;
  longest: number;
  trailingRun: number;
}

/** A summary of no days at all. */
export const EMPTY_STREAK_SUMMARY: StreakSummary = { from: '0001-01-01', longest: 0, trailingRun: 0 };

/**
 * Extends a summary with the active dates in [summary.from, until) (any order, repeats allowed; dates
 * outside that range are ignored) to a summary of every day before `until`. Folding history in
 * pieces gives the same longest run as longestStreak over all of it.
 */
export function foldStreakSummary(
  summary: StreakSummary,
  dates: Iterable<string>,
  until: string,
): StreakSummary {
  const unique = [...new Set(dates)].filter((date) => date >= summary.from && date < until);
  // 'YYYY-MM-DD' sorts chronologically as plain text.
  unique.sort();
  let longest = summary.longest;
  let run = summary.trailingRun;
  let previous = addDays(summary.from, -1);
  for (const date of unique) {
    run = daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  const trailingRun = previous === addDays(until, -1) ? run : 0;
  return { from: until, longest, trailingRun };
}

/**
 * Current and highest streak (DESIGN §5) from a summary of the days before the window and the active
 * dates from summary.from through today. The current run ends today, or yesterday while today has
 * no activity yet; it agrees with currentStreak and longestStreak over the whole history.
 */
export function streaksFrom(
  summary: StreakSummary,
  recentDates: Iterable<string>,
  today: string,
): { current: number; highest: number } {
  const dates = [...recentDates];
  const beforeToday = foldStreakSummary(summary, dates, today);
  const current = dates.includes(today) ? beforeToday.trailingRun + 1 : beforeToday.trailingRun;
  return { current, highest: Math.max(beforeToday.longest, current) };
}
