import { z } from 'zod';
import { nonNegativeNumberSchema } from './numbers.js';
import { percentOf } from './progress.js';
import { calendarDaySchema, type WithResolvedDays } from './calendar-day.js';
import { daysBetween, localDateOf } from './time.js';

/** Personal goals of the Goals screen (spec §2 Goals, §3 Goal sample, issue 8). */

export const GOAL_CATEGORIES = ['weight-loss', 'strength', 'cardio', 'habit'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export const GOAL_STATUSES = ['in-progress', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  'weight-loss': 'Weight Loss',
  strength: 'Strength',
  cardio: 'Cardio',
  habit: 'Habit',
};

export const GOAL_PRIORITY_LABELS: Record<GoalPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const GOAL_TITLE_MAX = 100;
export const GOAL_UNIT_MAX = 20;
export const GOAL_DESCRIPTION_MAX = 500;
/** Far beyond any real target, small enough to stay exact in both databases. */
export const GOAL_VALUE_MAX = 1_000_000_000;
/** How many goals one person can keep; the list has no paging. */
export const GOALS_PER_USER_MAX = 200;
/** Weights are recorded in kilograms, so a goal that follows them is measured in kilograms too. */
export const WEIGHT_UNIT = 'kg';
export const FOLLOWS_WEIGHT_TEXT = 'Follows your latest recorded weight';

const titleSchema = z
  .string({ error: 'Goal title is required.' })
  .trim()
  .min(1, 'Goal title is required.')
  .max(GOAL_TITLE_MAX, `Goal title must be at most ${GOAL_TITLE_MAX} characters.`);

const categorySchema = z.enum(GOAL_CATEGORIES, {
  error: 'Category must be one of weight-loss, strength, cardio or habit.',
});

const prioritySchema = z.enum(GOAL_PRIORITIES, { error: 'Priority must be one of high, medium or low.' });

const targetValueSchema = z
  .number({ error: 'Target value must be a number.' })
  .gt(0, 'Target value must be greater than 0.')
  .max(GOAL_VALUE_MAX, `Target value must be at most ${GOAL_VALUE_MAX}.`);

const currentValueSchema = nonNegativeNumberSchema('Current value', GOAL_VALUE_MAX);

const unitSchema = z
  .string({ error: 'Unit must be text.' })
  .trim()
  .max(GOAL_UNIT_MAX, `Unit must be at most ${GOAL_UNIT_MAX} characters.`);

const deadlineSchema = calendarDaySchema('Deadline');

const descriptionSchema = z
  .string({ error: 'Description must be text.' })
  .trim()
  .max(GOAL_DESCRIPTION_MAX, `Description must be at most ${GOAL_DESCRIPTION_MAX} characters.`);

const followsWeightSchema = z.boolean({ error: 'followsWeight must be true or false.' });

const onlyWeightLossFollows = (body: {
  category?: GoalCategory | undefined;
  followsWeight?: boolean | undefined;
}) => !(body.followsWeight === true && body.category !== undefined && body.category !== 'weight-loss');
const FOLLOWS_WEIGHT_ONLY = {
  message: 'Only a weight-loss goal can follow your recorded weight.',
  path: ['followsWeight'],
};

/**
 * POST /goals. `currentValue` (where you start) is optional: 0 for most goals; a weight-loss goal starts from your
 * latest recorded weight when it follows it, otherwise it needs your current weight.
 */
export const goalCreateBodySchema = z
  .object({
    title: titleSchema,
    category: categorySchema,
    targetValue: targetValueSchema,
    unit: unitSchema.default(''),
    deadline: deadlineSchema,
    priority: prioritySchema,
    description: descriptionSchema.default(''),
    currentValue: currentValueSchema.optional(),
    followsWeight: followsWeightSchema.optional(),
  })
  .refine(onlyWeightLossFollows, FOLLOWS_WEIGHT_ONLY);
export type GoalCreateBody = z.input<typeof goalCreateBodySchema>;
/** What the service stores: the parsed body with its `deadline` resolved to a day. */
export type GoalCreate = WithResolvedDays<z.output<typeof goalCreateBodySchema>>;

/** PUT /goals/{id}: the fields sent are replaced, the others kept. */
export const goalEditBodySchema = z
  .object({
    title: titleSchema,
    category: categorySchema,
    targetValue: targetValueSchema,
    unit: unitSchema,
    deadline: deadlineSchema,
    priority: prioritySchema,
    description: descriptionSchema,
    currentValue: currentValueSchema,
    followsWeight: followsWeightSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  })
  .refine(onlyWeightLossFollows, FOLLOWS_WEIGHT_ONLY);
export type GoalEditBody = z.input<typeof goalEditBodySchema>;
/** What the service stores: the parsed changes with a `deadline` resolved to a day. */
export type GoalChanges = WithResolvedDays<z.output<typeof goalEditBodySchema>>;

/** POST /goals/{id}/progress. */
export const goalProgressBodySchema = z.object({ currentValue: currentValueSchema });
export type GoalProgressBody = z.infer<typeof goalProgressBodySchema>;

export const goalsQuerySchema = z.object({
  status: z.enum(GOAL_STATUSES, { error: 'Status must be in-progress or completed.' }).optional(),
});
export type GoalsQuery = z.infer<typeof goalsQuerySchema>;

export const goalIdParamsSchema = z.object({
  id: z.string().min(1, 'An id is required.').max(100, 'That id is too long.'),
});

export const goalSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(GOAL_CATEGORIES),
  targetValue: z.number(),
  currentValue: z.number(),
  /** The value the goal started from: the baseline a weight-loss goal measures its progress against. */
  startValue: z.number(),
  unit: z.string(),
  deadline: z.string(),
  priority: z.enum(GOAL_PRIORITIES),
  status: z.enum(GOAL_STATUSES),
  /** The calendar day (in the caller's zone) the goal was reached; only on completed goals. */
  completedDate: z.string().optional(),
  /** From creation to completion, e.g. '12 days'; only on completed goals. */
  timeTaken: z.string().optional(),
  followsWeight: z.boolean(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalListSchema = z.array(goalSchema);

type Measured = Pick<Goal, 'category' | 'targetValue' | 'currentValue'> & {
  startValue?: number | null | undefined;
};

/** Weight loss counts down: the goal is met at or below the target weight. Every other goal counts up. */
export function isGoalReached(goal: Pick<Goal, 'category' | 'targetValue' | 'currentValue'>): boolean {
  return goal.category === 'weight-loss'
    ? goal.currentValue <= goal.targetValue
    : goal.currentValue >= goal.targetValue;
}

/**
 * A goal's progress as a whole percent, capped at 100 (spec §2 Goals).
 * - Counting up: current over target.
 * - Weight loss: the share of the way from the start weight down to the target weight that is behind you
 *   (start 90, target 80, now 85 is 50 %); gaining weight never shows below 0.
 * 100 means reached: a goal not yet reached shows at most 99 even when rounding would say 100.
 */
export function goalPercent(goal: Measured): number {
  if (isGoalReached(goal)) return 100;
  let percent: number;
  if (goal.category === 'weight-loss') {
    const start = goal.startValue ?? goal.currentValue;
    percent = percentOf(start - goal.currentValue, start - goal.targetValue);
  } else {
    percent = percentOf(goal.currentValue, goal.targetValue);
  }
  return Math.min(99, percent);
}

/** The mean of the active goals' percentages, rounded; 0 with no active goal. */
export function averageGoalPercent(goals: readonly Measured[]): number {
  if (goals.length === 0) return 0;
  const total = goals.reduce((sum, goal) => sum + goalPercent(goal), 0);
  return Math.round(total / goals.length);
}

/** '1 day', '12 days': calendar days in tz from creation to completion ('0 days' when done the same day). */
export function timeTakenLabel(createdAt: string, completedAt: string, tz: string): string {
  const days = Math.max(0, daysBetween(localDateOf(createdAt, tz), localDateOf(completedAt, tz)));
  return days === 1 ? '1 day' : `${days} days`;
}
