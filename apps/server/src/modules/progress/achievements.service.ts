import {
  ACHIEVEMENTS,
  longestRun,
  nthSavedAt,
  streakReachedAt,
  type Achievement,
  type AchievementKey,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { createProgressChartsRepository } from './progress-charts.repository.js';
import { createVersionCache } from './version-cache.js';
import { createActivityItems } from '../social/activity-items.js';

/** What the data says about one achievement: how far along, and when its threshold was crossed (if it was). */
type Measured = { current: number; earnedAt: string | null };

const WEIGHT_GOAL_KG = 5;
const round1 = (value: number) => Math.round(value * 10) / 10;

const counted = (savedAt: readonly string[], count: number, target: number): Measured => ({
  current: count,
  earnedAt: nthSavedAt(savedAt, target),
});

/**
 * Achievements (issue 16; docs/decisions/0016). Each is worked out from the person's data; the first time one
 * is seen earned it is stored with the moment its threshold was crossed, and from then on it stays earned even if
 * the data behind it is deleted; a newly earned one is posted to the person's friends as an activity item.
 * `evaluate` answers the full list and which ones this call recorded for the first time.
 */
export function createAchievementsService(db: Db) {
  const repo = createProgressChartsRepository(db);
  const activityItems = createActivityItems(db);
  // The list as evaluated at a data version: what was newly earned then has been stored then.
  const evaluated = createVersionCache<Achievement[]>();

  async function measure(userId: string): Promise<Record<AchievementKey, Measured>> {
    const [workouts, records, foodDays, activityDays, weighIns, weightGoals, completedGoals] =
      await Promise.all([
        repo.workoutSaves(userId, 250),
        repo.recordTimes(userId),
        repo.foodDays(userId),
        repo.activityDays(userId),
        repo.weighIns(userId),
        repo.weightGoals(userId),
        repo.completedGoalTimes(userId),
      ]);
    const workout = (target: number) => counted(workouts.savedAt, workouts.count, target);
    const longest = longestRun(activityDays.keys());
    const streak = (target: number): Measured => ({
      current: longest,
      earnedAt: streakReachedAt(activityDays, target),
    });
    const foodFirsts = foodDays.map((day) => day.first);
    const weighInTimes = weighIns.map((row) => row.created_at);

    // Towards a weight goal: how far a weigh-in saved after the goal was set is from its start, in the goal's
    // direction (down when the target is below the start). The best over every weight goal counts.
    let towardsGoal = 0;
    let goalEarnedAt: string | null = null;
    for (const goal of weightGoals) {
      const direction = goal.target_value <= goal.start_value! ? 1 : -1;
      for (const weighIn of weighIns) {
        if (weighIn.created_at < goal.created_at) continue;
        const moved = (goal.start_value! - weighIn.weight_kg) * direction;
        towardsGoal = Math.max(towardsGoal, moved);
        if (moved >= WEIGHT_GOAL_KG - 1e-9 && (goalEarnedAt === null || weighIn.created_at < goalEarnedAt)) {
          goalEarnedAt = weighIn.created_at;
        }
      }
    }

    return {
      'first-workout': workout(1),
      'workouts-10': workout(10),
      'workouts-50': workout(50),
      'workouts-100': workout(100),
      'workouts-250': workout(250),
      'streak-7': streak(7),
      'streak-30': streak(30),
      'streak-100': streak(100),
      'first-record': counted(records, records.length, 1),
      'records-10': counted(records, records.length, 10),
      'first-meal': counted(foodFirsts, foodFirsts.length > 0 ? 1 : 0, 1),
      'food-days-30': counted(foodFirsts, foodFirsts.length, 30),
      'first-weigh-in': counted(weighInTimes, weighInTimes.length, 1),
      'weight-goal-5kg': { current: round1(Math.max(0, towardsGoal)), earnedAt: goalEarnedAt },
      'goal-completed': counted(completedGoals, completedGoals.length, 1),
    };
  }

  async function evaluate(userId: string): Promise<{ items: Achievement[]; newlyEarned: Achievement[] }> {
    const [measured, stored] = await Promise.all([measure(userId), repo.storedAchievements(userId)]);
    const storedByKey = new Map(stored.map((row) => [row.key, row]));
    const items: Achievement[] = [];
    const fresh: { key: string; earnedAt: string }[] = [];
    for (const { key, title, target } of ACHIEVEMENTS) {
      const { current, earnedAt: measuredAt } = measured[key];
      const kept = storedByKey.get(key)?.earned_at ?? null;
      const earnedAt = kept ?? measuredAt;
      if (kept === null && measuredAt !== null) fresh.push({ key, earnedAt: measuredAt });
      items.push({
        key,
        title,
        earnedAt,
        progress: { current: earnedAt === null ? Math.min(current, target) : target, target },
      });
    }
    await repo.insertAchievements(userId, fresh);
    const freshKeys = new Set(fresh.map((item) => item.key));
    const newlyEarned = items.filter((item) => freshKeys.has(item.key));
    // Friends see it in their feed (issue 17): one item per person and achievement, none when sharing is off.
    for (const { key, title } of newlyEarned) await activityItems.achievementEarned(userId, { key, title });
    return { items, newlyEarned };
  }

  /** The list, evaluated afresh unless it already was at `dataVersion` (the caller's, read with its token). */
  const list = (userId: string, dataVersion?: number): Promise<Achievement[]> =>
    evaluated.get(userId, dataVersion, 'achievements', async () => (await evaluate(userId)).items);

  return {
    evaluate,

    /** GET /progress/achievements: every achievement, in the list's order. */
    list,

    /**
     * The earned achievements not announced before, each handed to exactly one caller (server-side, so an
     * achievement is announced once per person, not once per device).
     */
    async claimAnnouncements(userId: string, dataVersion?: number): Promise<Achievement[]> {
      const items = await list(userId, dataVersion);
      const claimed = new Set(await repo.claimUnannounced(userId, nowIso()));
      return items.filter((item) => claimed.has(item.key));
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
