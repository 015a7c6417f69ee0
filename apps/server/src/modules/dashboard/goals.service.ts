import {
  DEFAULT_GOAL_TARGETS,
  weeklyGoalTargetProblem,
  isGoalKind,
  type GoalKind,
  type WeeklyGoal,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { DashboardService } from './dashboard.service.js';
import { createGoalTargetsRepository } from './goals.repository.js';

/** The four weekly goals: this week's value against the user's target (DESIGN §5). */
export function createGoalsService(db: Db, dashboard: DashboardService) {
  const targets = createGoalTargetsRepository(db);

  function requireKind(kind: string): GoalKind {
    if (!isGoalKind(kind)) throw notFound('That goal');
    return kind;
  }

  async function valueOf(userId: string, kind: GoalKind, timeZone: string): Promise<number> {
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

  async function getGoal(userId: string, kindText: string, timeZone: string): Promise<WeeklyGoal> {
    const kind = requireKind(kindText);
    const [value, target] = await Promise.all([
      valueOf(userId, kind, timeZone),
      targets.findTarget(userId, kind),
    ]);
    return { value, target: target ?? DEFAULT_GOAL_TARGETS[kind] };
  }

  return {
    requireKind,
    getGoal,

    async setTarget(userId: string, kindText: string, target: number, timeZone: string): Promise<WeeklyGoal> {
      const kind = requireKind(kindText);
      const problem = weeklyGoalTargetProblem(kind, target);
      if (problem) throw badRequest(problem, { target: problem });
      await targets.saveTarget(userId, kind, target);
      return getGoal(userId, kind, timeZone);
    },
  };
}
