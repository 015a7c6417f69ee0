import {
  addDays,
  todayIn,
  STREAK_MILESTONES,
  type ActivityDetails,
  type FeedItemType,
  type WorkoutLog,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { KEPT_USERS } from '../../lib/kept-values.js';
import { createStreakService, type Streaks } from '../activity/streak.service.js';
import { createUserSettingsService } from '../user-settings/user-settings.service.js';
import { createSocialRepository } from './social.repository.js';

const NO_DETAILS: ActivityDetails = {
  title: '',
  durationMin: null,
  volumeKg: null,
  caloriesBurned: null,
  records: null,
  days: null,
};

/**
 * The seam through which other modules post activity items to a user's friends (issue 17): a finished
 * workout, an earned achievement, a streak milestone. Each item is held once per user by its key, so calling
 * twice for the same thing posts once. Nothing is posted when the user turned `shareWorkouts` off. A workout's
 * item goes when its log is deleted (foreign key, cascade).
 */
export function createActivityItems(db: Db, clock: () => Date = () => new Date()) {
  const repository = createSocialRepository(db);
  const settings = createUserSettingsService(db);
  /**
   * Per user, the key of the milestone this instance last saw stored (posted now, or there already). A streak sits
   * on its milestone all day and every write asks again: without it, each write read the settings and ran an
   * insert that was ignored. Bounded like the other per-user values; forgetting one costs that insert once.
   */
  const storedMilestones = new Map<string, string>();
  const holdMilestone = (userId: string, key: string) => {
    storedMilestones.delete(userId);
    storedMilestones.set(userId, key);
    if (storedMilestones.size > KEPT_USERS)
      storedMilestones.delete(storedMilestones.keys().next().value as string);
  };

  /** `unshared`: the person turned sharing off, nothing was stored; else whether this call stored the item. */
  async function post(
    userId: string,
    type: Exclude<FeedItemType, 'post'>,
    key: string,
    text: string,
    details: Partial<ActivityDetails> & { title: string },
    workoutLogId: string | null = null,
  ): Promise<boolean | 'unshared'> {
    if (!(await settings.get(userId)).shareWorkouts) return 'unshared';
    return repository.insertActivity({
      id: newId(),
      user_id: userId,
      text,
      created_at: nowIso(),
      type,
      details: JSON.stringify({ ...NO_DETAILS, ...details }),
      workout_log_id: workoutLogId,
      activity_key: key,
    });
  }

  const self = {
    /** A finished workout: its name, duration, volume, calories and the records it set. */
    async workoutFinished(userId: string, log: WorkoutLog): Promise<boolean> {
      const posted = await post(
        userId,
        'workout',
        `workout:${log._id}`,
        `Completed ${log.workoutType}`,
        {
          title: log.workoutType,
          durationMin: log.durationMin,
          volumeKg: log.volumeKg,
          caloriesBurned: log.caloriesBurned,
          records: log.records.length,
        },
        log._id,
      );
      return posted === true;
    },

    /** An earned achievement; `key` names it once per user (e.g. the achievement's id). */
    async achievementEarned(userId: string, achievement: { key: string; title: string }): Promise<boolean> {
      const posted = await post(
        userId,
        'achievement',
        `achievement:${achievement.key}`,
        `Earned ${achievement.title}`,
        {
          title: achievement.title,
        },
      );
      return posted === true;
    },

    /**
     * Posts a milestone when the current streak is exactly 7, 30 or 100 days; the run's first day is part of
     * the key, so a new run reaching 7 days again posts again, and the same run never twice. `streaks`: the
     * caller's read of them just now, if it has one. A milestone this instance saw stored runs no statement.
     */
    async streakReached(userId: string, timeZone: string, streaks?: Streaks): Promise<boolean> {
      const { current } = streaks ?? (await createStreakService(db, clock).getStreaks(userId, timeZone));
      if (!(STREAK_MILESTONES as readonly number[]).includes(current)) return false;
      const today = todayIn(clock(), timeZone);
      const firstDay = addDays(today, -(current - 1));
      const key = `milestone:${current}:${firstDay}`;
      if (storedMilestones.get(userId) === key) return false;
      const title = `${current} day streak`;
      const posted = await post(userId, 'milestone', key, `Reached a ${title}`, { title, days: current });
      if (posted === 'unshared') return false;
      holdMilestone(userId, key);
      return posted;
    },

    /** What the workouts module calls after a finish: the workout's item, then any streak milestone. */
    async afterWorkoutFinished(userId: string, log: WorkoutLog, timeZone: string): Promise<void> {
      await self.workoutFinished(userId, log);
      await self.streakReached(userId, timeZone);
    },
  };
  return self;
}
export type ActivityItems = ReturnType<typeof createActivityItems>;
