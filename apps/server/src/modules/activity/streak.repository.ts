import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import type { StreakSummary } from '@momentum/shared';

/**
 * Active days of a user: the calendar days that hold a workout log (its local_date), a nutrition entry
 * or a progress entry. Each range is answered from the (user_id, date) indexes alone.
 */
export function createStreakRepository(db: Db) {
  function activeDatesQuery(userId: string, from: string | undefined, to: string, toInclusive: boolean) {
    const op = toInclusive ? '<=' : '<';
    /** The user's dates in the range of one kind of activity, whose calendar day is the `dateColumn`. */
    const datesOf = (
      table: 'workout_logs' | 'nutrition_entries' | 'progress_entries',
      dateColumn: 'local_date' | 'date',
    ) => {
      const date = sql.ref<string>(dateColumn);
      return rowsOfUser(db, table, userId)
        .select(date.as('date'))
        .where(date, op, to)
        .$if(from !== undefined, (q) => q.where(date, '>=', from as string));
    };
    // UNION (not UNION ALL) leaves each day once.
    return datesOf('workout_logs', 'local_date')
      .union(datesOf('nutrition_entries', 'date'))
      .union(datesOf('progress_entries', 'date'));
  }

  return {
    /** Distinct active days in [from, to]. */
    async activeDatesBetween(userId: string, from: string, to: string): Promise<string[]> {
      const rows = await activeDatesQuery(userId, from, to, true).execute();
      return rows.map((row) => row.date);
    },

    /** Distinct active days before `before`, optionally from `from` on. */
    async activeDatesBefore(userId: string, before: string, from?: string): Promise<string[]> {
      const rows = await activeDatesQuery(userId, from, before, false).execute();
      return rows.map((row) => row.date);
    },

    /** The stored summary; 'settling' while a read is moving it forward. */
    async findSummary(
      userId: string,
    ): Promise<{ state: 'none' } | { state: 'settling' } | { state: 'ready'; summary: StreakSummary }> {
      const row = await rowsOfUser(db, 'activity_streak_cache', userId)
        .select(['settled_before', 'longest', 'trailing_run'])
        .executeTakeFirst();
      if (!row) return { state: 'none' };
      if (row.longest < 0) return { state: 'settling' };
      return {
        state: 'ready',
        summary: { from: row.settled_before, longest: row.longest, trailingRun: row.trailing_run },
      };
    },

    /**
     * Announces a summary up to `before`. The row must exist before the history is read: writing
     * activity dated before `before` meanwhile deletes it (trigger), and completeSettle then keeps nothing.
     */
    async beginSettle(userId: string, before: string, now: string): Promise<void> {
      const pending = { settled_before: before, longest: -1, trailing_run: 0, updated_at: now };
      await db
        .insertInto('activity_streak_cache')
        .values({ user_id: userId, ...pending })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(pending))
        .execute();
    },

    async completeSettle(userId: string, summary: StreakSummary, now: string): Promise<void> {
      await db
        .updateTable('activity_streak_cache')
        .set({ longest: summary.longest, trailing_run: summary.trailingRun, updated_at: now })
        .where('user_id', '=', userId)
        .where('settled_before', '=', summary.from)
        .where('longest', '=', -1)
        .execute();
    },
  };
}
