import type { Db } from '../../db/database.js';

export type ScheduleDayRow = { day_of_week: string; muscle_group: string; exercises: string };

/** The user's Monday–Saturday training plan: at most one row per day. */
export function createScheduleRepository(db: Db) {
  return {
    listDays(userId: string): Promise<ScheduleDayRow[]> {
      return db
        .selectFrom('schedule_days')
        .select(['day_of_week', 'muscle_group', 'exercises'])
        .where('user_id', '=', userId)
        .execute();
    },

    /** Replaces the whole plan at once: a failure leaves the previous plan as it was. */
    async replaceDays(userId: string, days: ScheduleDayRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('schedule_days').where('user_id', '=', userId).execute();
        if (days.length > 0) {
          await trx
            .insertInto('schedule_days')
            .values(days.map((day) => ({ user_id: userId, ...day })))
            .execute();
        }
      });
    },
  };
}
