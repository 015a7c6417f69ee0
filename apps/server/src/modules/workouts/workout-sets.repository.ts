import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkoutLogExercisesTable, WorkoutSetsTable } from '../../db/schema.js';

export type SetRow = Selectable<WorkoutSetsTable>;
export type LogExerciseRow = Selectable<WorkoutLogExercisesTable>;

const INSERT_CHUNK = 200;

/** The exercises and sets of workout logs. Every query names the owner. */
export function createWorkoutSetsRepository(db: Db) {
  return {
    async insert(exercises: Insertable<WorkoutLogExercisesTable>[], sets: Insertable<WorkoutSetsTable>[]) {
      if (exercises.length > 0) await db.insertInto('workout_log_exercises').values(exercises).execute();
      for (let start = 0; start < sets.length; start += INSERT_CHUNK) {
        await db
          .insertInto('workout_sets')
          .values(sets.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    },

    exercisesOfLog(userId: string, logId: string): Promise<LogExerciseRow[]> {
      return db
        .selectFrom('workout_log_exercises')
        .selectAll()
        .where('user_id', '=', userId)
        .where('log_id', '=', logId)
        .orderBy('position')
        .execute();
    },

    setsOfLog(userId: string, logId: string): Promise<SetRow[]> {
      return db
        .selectFrom('workout_sets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('log_id', '=', logId)
        .orderBy('position')
        .orderBy('set_index')
        .execute();
    },

    /** The newest log holding this exercise: one step down the (user, exercise, time) index. */
    latestLogWithExercise(
      userId: string,
      exerciseId: string,
    ): Promise<Pick<SetRow, 'log_id' | 'performed_at'> | undefined> {
      return db
        .selectFrom('workout_sets')
        .select(['log_id', 'performed_at'])
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .orderBy('performed_at', 'desc')
        .orderBy('log_id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    setsOfLogsForExercises(userId: string, logIds: string[], exerciseIds: string[]): Promise<SetRow[]> {
      if (logIds.length === 0 || exerciseIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('workout_sets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('log_id', 'in', logIds)
        .where('exercise_id', 'in', exerciseIds)
        .orderBy('position')
        .orderBy('set_index')
        .execute();
    },

    /** Every completed non-warm-up set of these exercises, oldest first: what records are made of. */
    countingSetsOfExercises(userId: string, exerciseIds: string[]): Promise<SetRow[]> {
      if (exerciseIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('workout_sets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('exercise_id', 'in', exerciseIds)
        .where('completed', '=', 1)
        .where('type', '!=', 'warmup')
        .orderBy('performed_at')
        .orderBy('log_id')
        .execute();
    },
  };
}
export type WorkoutSetsRepository = ReturnType<typeof createWorkoutSetsRepository>;
