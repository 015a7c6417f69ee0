import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import type { WorkoutLogExercisesTable, WorkoutSetsTable } from '../../db/schema.js';
import { chunksOf } from '../../lib/chunks.js';

export type SetRow = Selectable<WorkoutSetsTable>;
export type LogExerciseRow = Selectable<WorkoutLogExercisesTable>;
export type LogExerciseWithName = LogExerciseRow & { exercise_name: string; exercise_kind: string };

const INSERT_CHUNK = 200;

/** A logged exercise as a finish or an import holds it; a set without `completed` was done. */
export type LoggedExercise = {
  exerciseId: string;
  notes?: string | undefined;
  sets: ReadonlyArray<{
    type: string;
    weightKg?: number | null | undefined;
    reps?: number | null | undefined;
    durationS?: number | null | undefined;
    distanceM?: number | null | undefined;
    rpe?: number | null | undefined;
    completed?: boolean | undefined;
  }>;
};

/** The exercises and sets of workout logs. Every query names the owner. */
export function createWorkoutSetsRepository(db: Db) {
  return {
    /** The exercises and sets of one new log, in the order they were done. */
    async insertForLog(
      log: { id: string; userId: string; performedAt: string },
      exercises: readonly LoggedExercise[],
    ) {
      await this.insert(
        exercises.map((exercise, position) => ({
          log_id: log.id,
          position,
          user_id: log.userId,
          exercise_id: exercise.exerciseId,
          notes: exercise.notes ?? '',
        })),
        exercises.flatMap((exercise, position) =>
          exercise.sets.map((set, setIndex) => ({
            log_id: log.id,
            position,
            set_index: setIndex,
            user_id: log.userId,
            exercise_id: exercise.exerciseId,
            performed_at: log.performedAt,
            type: set.type,
            weight_kg: set.weightKg ?? null,
            reps: set.reps ?? null,
            duration_s: set.durationS ?? null,
            distance_m: set.distanceM ?? null,
            rpe: set.rpe ?? null,
            completed: set.completed === false ? 0 : 1,
          })),
        ),
      );
    },

    async insert(exercises: Insertable<WorkoutLogExercisesTable>[], sets: Insertable<WorkoutSetsTable>[]) {
      if (exercises.length > 0) await db.insertInto('workout_log_exercises').values(exercises).execute();
      for (const chunk of chunksOf(sets, INSERT_CHUNK))
        await db.insertInto('workout_sets').values(chunk).execute();
    },

    /** A log's exercises in order, with each exercise's name and kind (deleted custom ones keep theirs). */
    exercisesOfLog(userId: string, logId: string): Promise<LogExerciseWithName[]> {
      return db
        .selectFrom('workout_log_exercises as le')
        .innerJoin('exercises as e', 'e.id', 'le.exercise_id')
        .selectAll('le')
        .select(['e.name as exercise_name', 'e.kind as exercise_kind'])
        .where('le.user_id', '=', userId)
        .where('le.log_id', '=', logId)
        .orderBy('le.position')
        .execute();
    },

    setsOfLog(userId: string, logId: string): Promise<SetRow[]> {
      return rowsOfUser(db, 'workout_sets', userId)
        .selectAll()
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
      return rowsOfUser(db, 'workout_sets', userId)
        .select(['log_id', 'performed_at'])
        .where('exercise_id', '=', exerciseId)
        .orderBy('performed_at', 'desc')
        .orderBy('log_id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    setsOfLogsForExercises(userId: string, logIds: string[], exerciseIds: string[]): Promise<SetRow[]> {
      if (logIds.length === 0 || exerciseIds.length === 0) return Promise.resolve([]);
      return rowsOfUser(db, 'workout_sets', userId)
        .selectAll()
        .where('log_id', 'in', logIds)
        .where('exercise_id', 'in', exerciseIds)
        .orderBy('position')
        .orderBy('set_index')
        .execute();
    },

    /** Every completed non-warm-up set of these exercises, oldest first: what records are made of. */
    countingSetsOfExercises(userId: string, exerciseIds: string[]): Promise<SetRow[]> {
      if (exerciseIds.length === 0) return Promise.resolve([]);
      return rowsOfUser(db, 'workout_sets', userId)
        .selectAll()
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
