import {
  DEFAULT_WEEKLY_TARGETS,
  isWeeklyTargetKind,
  weeklyTargetProblem,
  type WeeklyTarget,
  type WeeklyTargetKind,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { roundedNutrition, type DashboardService, type NutritionWeekSums } from './dashboard.service.js';
import { createWeeklyTargetsRepository } from './weekly-targets.repository.js';

/** This week's workouts and what they burned. */
export type WorkoutWeek = { count: number; caloriesBurned: number };

/**
 * Which week's figures each weekly target's value is, and the figure: one map for the spec's goal calls and the
 * dashboard's goals, so the two cannot disagree.
 */
export const WEEKLY_TARGET_VALUE = {
  workouts: { week: 'workout', value: (week: WorkoutWeek) => week.count },
  calories: { week: 'workout', value: (week: WorkoutWeek) => week.caloriesBurned },
  'calories-intake': {
    week: 'nutrition',
    value: (week: NutritionWeekSums) => roundedNutrition(week).calories,
  },
  protein: { week: 'nutrition', value: (week: NutritionWeekSums) => roundedNutrition(week).protein },
} as const;

/** `kind`'s value from the week WEEKLY_TARGET_VALUE names for it. */
export function weeklyTargetValue(kind: WeeklyTargetKind, week: WorkoutWeek | NutritionWeekSums): number {
  return (WEEKLY_TARGET_VALUE[kind].value as (figures: typeof week) => number)(week);
}

/** The four weekly targets (the spec's weekly goals): this week's value against the user's target (DESIGN §5). */
export function createWeeklyTargetsService(db: Db, dashboard: DashboardService) {
  const targets = createWeeklyTargetsRepository(db);

  function requireKind(kind: string): WeeklyTargetKind {
    if (!isWeeklyTargetKind(kind)) throw notFound('That goal');
    return kind;
  }

  async function valueOf(userId: string, kind: WeeklyTargetKind, timeZone: string): Promise<number> {
    const week =
      WEEKLY_TARGET_VALUE[kind].week === 'workout'
        ? await dashboard.workoutsThisWeek(userId, timeZone)
        : await dashboard.nutritionSumsThisWeek(userId, timeZone);
    return weeklyTargetValue(kind, week);
  }

  async function get(userId: string, kindText: string, timeZone: string): Promise<WeeklyTarget> {
    const kind = requireKind(kindText);
    const [value, target] = await Promise.all([
      valueOf(userId, kind, timeZone),
      targets.findTarget(userId, kind),
    ]);
    return { value, target: target ?? DEFAULT_WEEKLY_TARGETS[kind] };
  }

  return {
    requireKind,
    get,

    async setTarget(
      userId: string,
      kindText: string,
      target: number,
      timeZone: string,
    ): Promise<WeeklyTarget> {
      const kind = requireKind(kindText);
      const problem = weeklyTargetProblem(kind, target);
      if (problem) throw badRequest(problem, { target: problem });
      await targets.saveTarget(userId, kind, target);
      return get(userId, kind, timeZone);
    },
  };
}
