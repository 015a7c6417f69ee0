import type { Db } from '../../db/database.js';
import { perDatabase, preparedQuery } from '../../plugins/prepared-query.js';

/**
 * Read-only views of the activity other modules store. Every query names the user and a range or a
 * limit that one of the (user_id, time) indexes answers, so a long history costs nothing extra.
 * One per database handle: its queries are built and compiled once (plugins/prepared-query.ts).
 */
export const createDashboardRepository = perDatabase(buildDashboardRepository);

function buildDashboardRepository(db: Db) {
  const workoutTotals = preparedQuery<{ count: number; calories: number | null }, [string, string, string]>(
    db,
    3,
    (userId, from, to) =>
      db
        .selectFrom('workout_logs')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number | null>('calories_burned').as('calories'),
        ])
        .where('user_id', '=', userId)
        .where('timestamp', '>=', from)
        .where('timestamp', '<', to),
  );
  // With the user's nutrition version read in the same statement, so of the same snapshot as the sums.
  const nutritionTotals = preparedQuery<
    { calories: number | null; protein: number | null; nutrition_version: number | null },
    [string, string, string, string]
  >(db, 4, (userId, fromDate, toDate, versionOf) =>
    db
      .selectFrom('nutrition_entries')
      .select((eb) => [
        eb.fn.sum<number | null>('total_calories').as('calories'),
        eb.fn.sum<number | null>('total_protein').as('protein'),
        eb
          .selectFrom('users')
          .select('nutrition_version')
          .where('id', '=', versionOf)
          .as('nutrition_version'),
      ])
      .where('user_id', '=', userId)
      .where('date', '>=', fromDate)
      .where('date', '<', toDate),
  );
  const workoutDates = preparedQuery<{ local_date: string }, [string, string, string]>(
    db,
    3,
    (userId, fromDate, toDate) =>
      db
        .selectFrom('workout_logs')
        .select('local_date')
        .distinct()
        .where('user_id', '=', userId)
        .where('local_date', '>=', fromDate)
        .where('local_date', '<', toDate),
  );
  const latestWeight = preparedQuery<{ weight_kg: number | null }, [string]>(db, 1, (userId) =>
    db
      .selectFrom('progress_entries')
      .select('weight_kg')
      .where('user_id', '=', userId)
      .where('weight_kg', 'is not', null)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1),
  );
  // The limit is a parameter: compiled with a placeholder number, run with the caller's.
  const recentWorkouts = preparedQuery<
    { id: string; workout_type: string; timestamp: string; calories_burned: number },
    [string, number]
  >(db, 2, (userId, limit) =>
    db
      .selectFrom('workout_logs')
      .select(['id', 'workout_type', 'timestamp', 'calories_burned'])
      .where('user_id', '=', userId)
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(limit as unknown as number),
  );
  const recentMeals = preparedQuery<
    { id: string; meals: string; total_calories: number; created_at: string },
    [string, number]
  >(db, 2, (userId, limit) =>
    db
      .selectFrom('nutrition_entries')
      .select(['id', 'meals', 'total_calories', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit as unknown as number),
  );
  const recentWeights = preparedQuery<
    { id: string; weight_kg: number | null; created_at: string },
    [string, number]
  >(db, 2, (userId, limit) =>
    db
      .selectFrom('progress_entries')
      .select(['id', 'weight_kg', 'created_at'])
      .where('user_id', '=', userId)
      .where('weight_kg', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit as unknown as number),
  );

  return {
    /** Workout logs that finished in [from, to): how many and the calories they burned. */
    async workoutTotals(
      userId: string,
      from: string,
      to: string,
    ): Promise<{ count: number; calories: number }> {
      const [row] = await workoutTotals(userId, from, to);
      return { count: Number(row?.count ?? 0), calories: Number(row?.calories ?? 0) };
    },

    /**
     * Nutrition entries dated in [fromDate, toDate): calories and protein of their items, and the user's
     * nutrition version they are the sums at.
     */
    async nutritionTotals(
      userId: string,
      fromDate: string,
      toDate: string,
    ): Promise<{ calories: number; protein: number; nutritionVersion: number }> {
      const [row] = await nutritionTotals(userId, fromDate, toDate, userId);
      return {
        calories: Number(row?.calories ?? 0),
        protein: Number(row?.protein ?? 0),
        nutritionVersion: Number(row?.nutrition_version ?? 0),
      };
    },

    /** The distinct days in [fromDate, toDate) on which a workout was logged. */
    async workoutDates(userId: string, fromDate: string, toDate: string): Promise<string[]> {
      const rows = await workoutDates(userId, fromDate, toDate);
      return rows.map((row) => row.local_date);
    },

    /** measurements.weight of the newest progress entry that has one. */
    async latestWeight(userId: string): Promise<number | null> {
      const [row] = await latestWeight(userId);
      return row?.weight_kg ?? null;
    },

    recentWorkouts: (userId: string, limit: number) => recentWorkouts(userId, limit),
    recentMeals: (userId: string, limit: number) => recentMeals(userId, limit),
    recentWeights: (userId: string, limit: number) => recentWeights(userId, limit),
  };
}
export type DashboardRepository = ReturnType<typeof buildDashboardRepository>;
