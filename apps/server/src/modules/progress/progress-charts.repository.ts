import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The reads behind the Progress charts and the History tab. Each is one query over a (user, time) index; the
 * answers are small (one row per day or per workout), so the service shapes them in memory.
 */
export function createProgressChartsRepository(db: Db) {
  return {
    /** Every weigh-in up to `to` (all when undefined): date, weight and when it was saved, oldest first. */
    weighIns(userId: string, to?: string) {
      return db
        .selectFrom('progress_entries')
        .select(['date', 'weight_kg', 'created_at'])
        .where('user_id', '=', userId)
        .where('weight_kg', 'is not', null)
        .$if(to !== undefined, (q) => q.where('date', '<=', to!))
        .orderBy('date')
        .orderBy('created_at')
        .orderBy('id')
        .execute() as Promise<{ date: string; weight_kg: number; created_at: string }[]>;
    },

    /** Entries whose measurements may hold `key` (the text test is cheap; the service reads the JSON). */
    entriesWithMeasurement(userId: string, key: string, from?: string, to?: string) {
      return db
        .selectFrom('progress_entries')
        .select(['date', 'measurements', 'created_at'])
        .where('user_id', '=', userId)
        .where('measurements', 'like', `%"${key}"%`)
        .$if(from !== undefined, (q) => q.where('date', '>=', from!))
        .$if(to !== undefined, (q) => q.where('date', '<=', to!))
        .orderBy('date')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Progress entries that hold at least one photo, newest date first. */
    entriesWithPhotos(userId: string) {
      return db
        .selectFrom('progress_entries as p')
        .select(['p.id', 'p.date'])
        .where('p.user_id', '=', userId)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('images as i')
              .select('i.id')
              .whereRef('i.progress_entry_id', '=', 'p.id')
              .where('i.user_id', '=', userId),
          ),
        )
        .orderBy('p.date', 'desc')
        .orderBy('p.created_at', 'desc')
        .execute();
    },

    async workoutsBetween(userId: string, from: string, to: string): Promise<number> {
      const row = await db
        .selectFrom('workout_logs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('local_date', '>=', from)
        .where('local_date', '<=', to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Workouts per training day in [from, to]. */
    async trainingDays(userId: string, from: string, to: string) {
      const rows = await db
        .selectFrom('workout_logs')
        .select(['local_date', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('user_id', '=', userId)
        .where('local_date', '>=', from)
        .where('local_date', '<=', to)
        .groupBy('local_date')
        .orderBy('local_date')
        .execute();
      return rows.map((row) => ({ date: row.local_date, workouts: Number(row.n) }));
    },

    /** Completed non-warm-up sets performed in [fromInstant, toInstant), with the exercise's primary muscles. */
    setsWithMuscles(userId: string, fromInstant: string, toInstant: string) {
      return db
        .selectFrom('workout_sets as s')
        .innerJoin('exercises as e', 'e.id', 's.exercise_id')
        .select(['s.performed_at', 'e.primary_muscles'])
        .where('s.user_id', '=', userId)
        .where('s.performed_at', '>=', fromInstant)
        .where('s.performed_at', '<', toInstant)
        .where('s.completed', '=', 1)
        .where('s.type', '!=', 'warmup')
        .execute();
    },

    /** The exercise if the caller may see it: a built-in one or their own. */
    findExercise(userId: string, exerciseId: string) {
      return db
        .selectFrom('exercises')
        .select(['id', 'name', 'kind'])
        .where('id', '=', exerciseId)
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .executeTakeFirst();
    },

    /** Per workout with the exercise: best estimate inputs, heaviest weight, volume and set count, oldest first. */
    exerciseSets(userId: string, exerciseId: string) {
      return db
        .selectFrom('workout_sets')
        .select(['log_id', 'performed_at', 'type', 'weight_kg', 'reps', 'duration_s', 'completed'])
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .orderBy('performed_at')
        .orderBy('log_id')
        .orderBy('position')
        .orderBy('set_index')
        .execute();
    },

    exerciseRecords(userId: string, exerciseId: string) {
      return db
        .selectFrom('personal_records')
        .select(['record', 'value', 'log_id', 'achieved_at'])
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .orderBy('record')
        .execute();
    },

    /** A page of an exercise's sets, newest workout first; `after` is the last row of the previous page. */
    exerciseSetsPage(
      userId: string,
      exerciseId: string,
      limit: number,
      after?: readonly [string, string, number, number],
    ) {
      let query = db
        .selectFrom('workout_sets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId);
      if (after) {
        const [performedAt, logId, position, setIndex] = after;
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('performed_at', 'log_id', 'position', 'set_index'),
            '<',
            tuple(performedAt, logId, position, setIndex),
          ),
        );
      }
      return query
        .orderBy('performed_at', 'desc')
        .orderBy('log_id', 'desc')
        .orderBy('position', 'desc')
        .orderBy('set_index', 'desc')
        .limit(limit)
        .execute();
    },

    // -- achievements ----------------------------------------------------------------------------------------

    /** When each of the first `limit` workouts was saved, and how many there are. */
    async workoutSaves(userId: string, limit: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('workout_logs')
          .select('created_at')
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .limit(limit)
          .execute(),
        db
          .selectFrom('workout_logs')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { savedAt: rows.map((row) => row.created_at), count: Number(count.n) };
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

    async insertAchievements(userId: string, earned: readonly { key: string; earnedAt: string }[]) {
      if (earned.length === 0) return;
      await db
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
        .execute();
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
export type ProgressChartsRepository = ReturnType<typeof createProgressChartsRepository>;
