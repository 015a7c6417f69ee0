import {
  DEFAULT_WEEKLY_TARGETS,
  isWeeklyTargetKind,
  weeklyTargetProblem,
  type WeeklyTarget,
  type WeeklyTargetKind,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { DashboardService } from './dashboard.service.js';
import { createWeeklyTargetsRepository } from './weekly-targets.repository.js';

/** The four weekly targets (the spec's weekly goals): this week's value against the user's target (DESIGN §5). */
export function createWeeklyTargetsService(db: Db, dashboard: DashboardService) {
  const targets = createWeeklyTargetsRepository(db);

  function requireKind(kind: string): WeeklyTargetKind {
    if (!isWeeklyTargetKind(kind)) throw notFound('That goal');
    return kind;
  }

  async function valueOf(userId: string, kind: WeeklyTargetKind, timeZone: string): Promise<number> {
    switch (kind) {
      case 'workouts':
        return (await dashboard.workoutsThisWeek(userId, timeZone)).count;
      case 'calories':
        return (await dashboard.workoutsThisWeek(userId, timeZone)).caloriesBurned;
      case 'calories-intake':
        return (await dashboard.nutritionThisWeek(userId, timeZone)).calories;
      case 'protein':
        return (await dashboard.nutritionThisWeek(userId, timeZone)).protein;
    }
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
