import {
  GOALS_PER_USER_MAX,
  WEIGHT_UNIT,
  isGoalReached,
  localDateOf,
  timeTakenLabel,
  type Goal,
  type GoalCategory,
  type GoalChanges,
  type GoalCreate,
  type GoalPriority,
  type GoalStatus,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createGoalsRepository, type GoalRow, type GoalsRepository } from './goals.repository.js';

const GOAL = 'Goal';
const NO_WEIGHT_YET = 'No weight has been recorded yet: enter your current weight.';
const WEIGHT_NEEDED = 'Enter your current weight: a weight-loss goal measures from it.';

export function toGoalDto(row: GoalRow, tz: string): Goal {
  const goal: Goal = {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as GoalCategory,
    targetValue: row.target_value,
    currentValue: row.current_value,
    startValue: row.start_value ?? row.current_value,
    unit: row.unit,
    deadline: row.deadline,
    priority: row.priority as GoalPriority,
    status: row.status as GoalStatus,
    followsWeight: row.follows_weight === 1,
    createdAt: row.created_at,
  };
  if (row.status === 'completed' && row.completed_at) {
    goal.completedDate = localDateOf(row.completed_at, tz);
    goal.timeTaken = timeTakenLabel(row.created_at, row.completed_at, tz);
  }
  return goal;
}

/**
 * Sets status from the values: reaching the target completes the goal (stamped `reachedAt`, kept when it was
 * already complete); falling short of it again reopens it.
 */
function withStatus(row: GoalRow, reachedAt: string): GoalRow {
  const reached = isGoalReached({
    category: row.category as GoalCategory,
    targetValue: row.target_value,
    currentValue: row.current_value,
  });
  if (!reached) return { ...row, status: 'in-progress', completed_at: null };
  const completedAt = row.status === 'completed' && row.completed_at ? row.completed_at : reachedAt;
  return { ...row, status: 'completed', completed_at: completedAt };
}

const later = (a: string, b: string) => (a > b ? a : b);

export function createGoalsService(db: Db) {
  const goals = createGoalsRepository(db);

  /** Brings goals that follow the recorded weight up to the latest weight before they are read. */
  async function syncFollowedWeight(repo: GoalsRepository, userId: string): Promise<void> {
    const following = await repo.listFollowingWeight(userId);
    if (following.length === 0) return;
    const weight = await repo.latestWeight(userId);
    if (!weight) return;
    const now = nowIso();
    for (const row of following) {
      if (row.current_value === weight.weightKg) continue;
      // Reached when the weight was recorded, which is never before the goal existed.
      const reachedAt = later(row.created_at, weight.recordedAt ?? now);
      const next = withStatus({ ...row, current_value: weight.weightKg, updated_at: now }, reachedAt);
      await repo.update(userId, row.id, {
        current_value: next.current_value,
        status: next.status,
        completed_at: next.completed_at,
        updated_at: now,
      });
    }
  }

  async function change(userId: string, id: string, changes: GoalChanges, tz: string): Promise<Goal> {
    return db.transaction().execute(async (trx) => {
      const repo = createGoalsRepository(trx);
      const row = await repo.find(userId, id);
      if (!row) throw notFound(GOAL);
      const now = nowIso();
      const next: GoalRow = {
        ...row,
        title: changes.title ?? row.title,
        category: changes.category ?? row.category,
        target_value: changes.targetValue ?? row.target_value,
        current_value: changes.currentValue ?? row.current_value,
        unit: changes.unit ?? row.unit,
        deadline: changes.deadline ?? row.deadline,
        priority: changes.priority ?? row.priority,
        description: changes.description ?? row.description,
        updated_at: now,
      };
      if (changes.followsWeight !== undefined) {
        if (changes.followsWeight && next.category !== 'weight-loss') {
          throw badRequest('Only a weight-loss goal can follow your recorded weight.', {
            followsWeight: 'Only a weight-loss goal can follow your recorded weight.',
          });
        }
        next.follows_weight = changes.followsWeight ? 1 : 0;
      } else if (next.category !== 'weight-loss' || changes.currentValue !== undefined) {
        // A value typed by hand wins over the recorded weight: the goal stops following it.
        next.follows_weight = 0;
      }
      if (next.follows_weight === 1) {
        const weight = await repo.latestWeight(userId);
        if (weight) next.current_value = weight.weightKg;
        next.unit = WEIGHT_UNIT;
      }
      // A goal that changes direction measures from where it is now.
      if (next.category !== row.category) next.start_value = next.current_value;
      const saved = withStatus(next, now);
      await repo.update(userId, id, {
        title: saved.title,
        category: saved.category,
        target_value: saved.target_value,
        current_value: saved.current_value,
        start_value: saved.start_value,
        unit: saved.unit,
        deadline: saved.deadline,
        priority: saved.priority,
        description: saved.description,
        follows_weight: saved.follows_weight,
        status: saved.status,
        completed_at: saved.completed_at,
        updated_at: saved.updated_at,
      });
      return toGoalDto(saved, tz);
    });
  }

  return {
    async list(userId: string, status: GoalStatus | undefined, tz: string): Promise<Goal[]> {
      await db.transaction().execute((trx) => syncFollowedWeight(createGoalsRepository(trx), userId));
      const rows = await goals.list(userId, status);
      return rows.map((row) => toGoalDto(row, tz));
    },

    async create(userId: string, body: GoalCreate, tz: string): Promise<Goal> {
      if ((await goals.count(userId)) >= GOALS_PER_USER_MAX) {
        throw conflict(`You can keep at most ${GOALS_PER_USER_MAX} goals. Delete one to add another.`);
      }
      const isWeightLoss = body.category === 'weight-loss';
      // A weight-loss goal follows the recorded weight unless told otherwise or given a weight to start from.
      const followsWeight = isWeightLoss && (body.followsWeight ?? body.currentValue === undefined);
      let currentValue = body.currentValue;
      if (followsWeight) {
        const weight = await goals.latestWeight(userId);
        currentValue = weight?.weightKg ?? currentValue;
      }
      if (currentValue === undefined) {
        if (isWeightLoss) {
          const message = followsWeight ? NO_WEIGHT_YET : WEIGHT_NEEDED;
          throw badRequest(message, { currentValue: message });
        }
        currentValue = 0;
      }
      const now = nowIso();
      const row = withStatus(
        {
          id: newId(),
          user_id: userId,
          title: body.title,
          category: body.category,
          target_value: body.targetValue,
          current_value: currentValue,
          start_value: currentValue,
          unit: followsWeight ? WEIGHT_UNIT : body.unit,
          deadline: body.deadline,
          priority: body.priority,
          description: body.description,
          status: 'in-progress',
          follows_weight: followsWeight ? 1 : 0,
          completed_at: null,
          created_at: now,
          updated_at: now,
        },
        now,
      );
      await goals.insert(row);
      return toGoalDto(row, tz);
    },

    update(userId: string, id: string, changes: GoalChanges, tz: string): Promise<Goal> {
      return change(userId, id, changes, tz);
    },

    setProgress(userId: string, id: string, currentValue: number, tz: string): Promise<Goal> {
      return change(userId, id, { currentValue }, tz);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await goals.delete(userId, id))) throw notFound(GOAL);
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;
