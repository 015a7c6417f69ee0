import type { Db } from '../../db/database.js';

/**
 * Read-only views of the activity other modules store. Every query names the user and a range or a
 * limit that one of the (user_id, time) indexes answers, so a long history costs nothing extra.
 */
export function createDashboardRepository(db: Db) {
  return {
    /** Workout logs that finished in [from, to): how many and the calories they burned. */
    async workoutTotals(
      userId: string,
      from: string,
      to: string,
    ): Promise<{ count: number; calories: number }> {
      const row = await db
        .selectFrom('workout_logs')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number | null>('calories_burned').as('calories'),
        ])
        .where('user_id', '=', userId)
        .where('timestamp', '>=', from)
        .where('timestamp', '<', to)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), calories: Number(row.calories ?? 0) };
    },

    /** Nutrition entries dated in [fromDate, toDate): calories and protein of their items. */
    async nutritionTotals(
      userId: string,
      fromDate: string,
      toDate: string,
    ): Promise<{ calories: number; protein: number }> {
      const row = await db
        .selectFrom('nutrition_entries')
        .select((eb) => [
          eb.fn.sum<number | null>('total_calories').as('calories'),
          eb.fn.sum<number | null>('total_protein').as('protein'),
        ])
        .where('user_id', '=', userId)
        .where('date', '>=', fromDate)
        .where('date', '<', toDate)
        .executeTakeFirstOrThrow();
      return { calories: Number(row.calories ?? 0), protein: Number(row.protein ?? 0) };
    },

    /** The distinct days in [fromDate, toDate) on which a workout was logged. */
    async workoutDates(userId: string, fromDate: string, toDate: string): Promise<string[]> {
      const rows = await db
        .selectFrom('workout_logs')
        .select('local_date')
        .distinct()
        .where('user_id', '=', userId)
        .where('local_date', '>=', fromDate)
        .where('local_date', '<', toDate)
        .execute();
      return rows.map((row) => row.local_date);
    },

    /** measurements.weight of the newest progress entry that has one. */
    async latestWeight(userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('progress_entries')
        .select('weight_kg')
        .where('user_id', '=', userId)
        .where('weight_kg', 'is not', null)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.weight_kg ?? null;
    },

    recentWorkouts(userId: string, limit: number) {
      return db
        .selectFrom('workout_logs')
        .select(['id', 'workout_type', 'timestamp', 'calories_burned'])
        .where('user_id', '=', userId)
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    recentMeals(userId: string, limit: number) {
      return db
        .selectFrom('nutrition_entries')
        .select(['id', 'meals', 'total_calories', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    recentWeights(userId: string, limit: number) {
      return db
        .selectFrom('progress_entries')
        .select(['id', 'weight_kg', 'created_at'])
        .where('user_id', '=', userId)
        .where('weight_kg', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
