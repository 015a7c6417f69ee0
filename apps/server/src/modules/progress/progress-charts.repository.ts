import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';

/**
 * The reads behind the Progress charts and the History tab. Each is one query over a (user, time) index; the
 * answers are small (one row per day or per workout), so the service shapes them in memory.
 */
export function createProgressChartsRepository(db: Db) {
  return {
    /** Every weigh-in up to `to` (all when undefined): date, weight and when it was saved, oldest first. */
    weighIns(userId: string, to?: string) {
      return rowsOfUser(db, 'progress_entries', userId)
        .select(['date', 'weight_kg', 'created_at'])
        .where('weight_kg', 'is not', null)
        .$if(to !== undefined, (q) => q.where('date', '<=', to!))
        .orderBy('date')
        .orderBy('created_at')
        .orderBy('id')
        .execute() as Promise<{ date: string; weight_kg: number; created_at: string }[]>;
    },

    /** Entries whose measurements may hold `key` (the text test is cheap; the service reads the JSON). */
    entriesWithMeasurement(userId: string, key: string, from?: string, to?: string) {
      return rowsOfUser(db, 'progress_entries', userId)
        .select(['date', 'measurements', 'created_at'])
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

    workoutsBetween: (userId: string, from: string, to: string): Promise<number> =>
      countRows(
        rowsOfUser(db, 'workout_logs', userId).where('local_date', '>=', from).where('local_date', '<=', to),
      ),

    /** Workouts per training day in [from, to]. */
    async trainingDays(userId: string, from: string, to: string) {
      const rows = await rowsOfUser(db, 'workout_logs', userId)
        .select(['local_date', (eb) => eb.fn.countAll<number | string>().as('n')])
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
      return rowsOfUser(db, 'workout_sets', userId)
        .select(['log_id', 'performed_at', 'type', 'weight_kg', 'reps', 'duration_s', 'completed'])
        .where('exercise_id', '=', exerciseId)
        .orderBy('performed_at')
        .orderBy('log_id')
        .orderBy('position')
        .orderBy('set_index')
        .execute();
    },

    exerciseRecords(userId: string, exerciseId: string) {
      return rowsOfUser(db, 'personal_records', userId)
        .select(['record', 'value', 'log_id', 'achieved_at'])
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
      let query = rowsOfUser(db, 'workout_sets', userId).selectAll().where('exercise_id', '=', exerciseId);
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
  };
}
export type ProgressChartsRepository = ReturnType<typeof createProgressChartsRepository>;
