import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/migrations/row-triggers.js';

/**
 * The reads behind achievements (issue 16) and the store of the earned ones. Each read answers one group of
 * achievements, so a write that can earn only some of them reads only what those need (achievements.service).
 */
export function createAchievementsRepository(db: Db) {
  return {
    async workoutCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('workout_logs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** When the n-th workout (n from 1, in saving order) was saved; null when there are fewer. */
    async nthWorkoutSavedAt(userId: string, n: number): Promise<string | null> {
      const row = await db
        .selectFrom('workout_logs')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .limit(1)
        .offset(n - 1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    /** When each personal record now held was set. */
    async recordTimes(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('personal_records')
        .select('achieved_at')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.achieved_at);
    },

    /** Per calendar day with a nutrition entry: when its first entry was saved. */
    async foodDays(userId: string) {
      const rows = await db
        .selectFrom('nutrition_entries')
        .select(['date', (eb) => eb.fn.min<string>('created_at').as('first')])
        .where('user_id', '=', userId)
        .groupBy('date')
        .execute();
      return rows.map((row) => ({ date: row.date, first: row.first }));
    },

    /** Per calendar day with any activity (workout, meal, progress entry): when its first one was saved. */
    async activityDays(userId: string): Promise<Map<string, string>> {
      const rows = await sql<{ date: string; first: string }>`
        select date, min(first) as first from (
          select local_date as date, min(created_at) as first from workout_logs where user_id = ${userId} group by local_date
          union all
          select date, min(created_at) as first from nutrition_entries where user_id = ${userId} group by date
          union all
          select date, min(created_at) as first from progress_entries where user_id = ${userId} group by date
        ) days group by date`.execute(db);
      return new Map(rows.rows.map((row) => [row.date, row.first]));
    },

    /** Whether any activity (workout, meal, progress entry) is dated after `date`: three index probes. */
    async activityAfter(userId: string, date: string): Promise<boolean> {
      const probes = await Promise.all([
        db
          .selectFrom('workout_logs')
          .select('id')
          .where('user_id', '=', userId)
          .where('local_date', '>', date)
          .limit(1)
          .executeTakeFirst(),
        ...(['nutrition_entries', 'progress_entries'] as const).map((table) =>
          db
            .selectFrom(table)
            .select('id')
            .where('user_id', '=', userId)
            .where('date', '>', date)
            .limit(1)
            .executeTakeFirst(),
        ),
      ]);
      return probes.some((row) => row !== undefined);
    },

    /** Every weigh-in: its weight and when it was saved. */
    weighIns(userId: string) {
      return db
        .selectFrom('progress_entries')
        .select(['weight_kg', 'created_at'])
        .where('user_id', '=', userId)
        .where('weight_kg', 'is not', null)
        .execute() as Promise<{ weight_kg: number; created_at: string }[]>;
    },

    weightGoals(userId: string) {
      return db
        .selectFrom('goals')
        .select(['start_value', 'target_value', 'created_at'])
        .where('user_id', '=', userId)
        .where('category', '=', 'weight-loss')
        .where('start_value', 'is not', null)
        .execute();
    },

    async completedGoalTimes(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('goals')
        .select('completed_at')
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .where('completed_at', 'is not', null)
        .execute();
      return rows.map((row) => row.completed_at!);
    },

    storedAchievements(userId: string) {
      return db
        .selectFrom('user_achievements')
        .select(['key', 'earned_at', 'announced_at'])
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * Stores newly earned achievements (one already stored stays as it is). Storing moves the user's data version
     * (trigger), except with `atVersion`, the version the evaluation behind `earned` was made at: while the
     * version is still that, the rows only write down what the data at that version already says (an achievement
     * earned then, at the moment the data says), so every answer at that version stays as it was and the version
     * is put back in the same transaction. A tag handed out at that version then stays valid.
     */
    async insertAchievements(
      userId: string,
      earned: readonly { key: string; earnedAt: string }[],
      atVersion?: number,
    ): Promise<void> {
      if (earned.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('user_achievements')
          .values(
            earned.map(({ key, earnedAt }) => ({
              user_id: userId,
              key,
              earned_at: earnedAt,
              announced_at: null,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .execute();
        if (atVersion === undefined || inserted.length === 0) return;
        // The insert moved the version once per row on SQLite, once per statement on PostgreSQL (decision
        // 0027). Only when it was `atVersion` before (nothing else was written since the evaluation's reads)
        // does it read `atVersion` + that now; the row is locked till commit.
        const moved = isPostgres(db) ? 1 : inserted.length;
        await trx
          .updateTable('users')
          .set({ data_version: atVersion })
          .where('id', '=', userId)
          .where('data_version', '=', atVersion + moved)
          .execute();
      });
    },

    /**
     * Marks every earned, unannounced achievement announced in one statement and answers their keys: a row is
     * claimed once, so two devices asking together never both get it.
     */
    async claimUnannounced(userId: string, at: string): Promise<string[]> {
      const rows = await db
        .updateTable('user_achievements')
        .set({ announced_at: at })
        .where('user_id', '=', userId)
        .where('announced_at', 'is', null)
        .returning('key')
        .execute();
      return rows.map((row) => row.key);
    },
  };
}
export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
