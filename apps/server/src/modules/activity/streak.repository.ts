import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import { perDatabase, preparedQuery } from '../../plugins/prepared-query.js';
import type { StreakSummary } from '@momentum/shared';

/** One user's days from `from` (when given) up to `before` (when given, and not included). */
type DayRange = { userId: string; from: string | undefined; before: string | undefined };

/** The user's dates in the range of one kind of activity, whose calendar day is `dateColumn`. */
function datesOf(
  db: Db,
  table: 'workout_logs' | 'nutrition_entries' | 'progress_entries',
  dateColumn: 'local_date' | 'date',
  { userId, from, before }: DayRange,
) {
  const date = sql.ref<string>(dateColumn);
  return rowsOfUser(db, table, userId)
    .select(date.as('date'))
    .$if(before !== undefined, (q) => q.where(date, '<', before as string))
    .$if(from !== undefined, (q) => q.where(date, '>=', from as string));
}

/**
 * The active days of a range: each kind's dates, UNION (not UNION ALL) leaving each day once. Each kind takes
 * its own copy of the range, since a prepared query takes each value once.
 */
function activeDatesQuery(db: Db, workouts: DayRange, meals: DayRange, progress: DayRange) {
  return datesOf(db, 'workout_logs', 'local_date', workouts)
    .union(datesOf(db, 'nutrition_entries', 'date', meals))
    .union(datesOf(db, 'progress_entries', 'date', progress));
}

type FromValues = [string, string, string, string, string, string];

/**
 * The reads of every streak (the dashboard's, the check after each write), compiled once per database handle.
 * `activeDatesFrom` takes (user, from) three times, once per kind.
 */
const preparedStreakQueries = perDatabase((db) => ({
  activeDatesFrom: preparedQuery<{ date: string }, FromValues>(db, 6, (...slots) => {
    const range = (at: number): DayRange => ({ userId: slots[at]!, from: slots[at + 1], before: undefined });
    return activeDatesQuery(db, range(0), range(2), range(4));
  }),
  summary: preparedQuery<{ settled_before: string; longest: number; trailing_run: number }, [string]>(
    db,
    1,
    (userId) =>
      rowsOfUser(db, 'activity_streak_cache', userId).select(['settled_before', 'longest', 'trailing_run']),
  ),
}));

/**
 * Active days of a user: the calendar days that hold a workout log (its local_date), a nutrition entry
 * or a progress entry. Each range is answered from the (user_id, date) indexes alone.
 */
export function createStreakRepository(db: Db) {
  const prepared = preparedStreakQueries(db);
  return {
    /**
     * Distinct active days from `from` on, days after today (entries dated ahead) included: the streaks count
     * up to today, and what lies beyond tells the achievements whether a longer run can hide there.
     */
    async activeDatesFrom(userId: string, from: string): Promise<string[]> {
      const range = [userId, from] as const;
      const rows = await prepared.activeDatesFrom(...range, ...range, ...range);
      return rows.map((row) => row.date);
    },

    /** Distinct active days before `before`, optionally from `from` on. */
    async activeDatesBefore(userId: string, before: string, from?: string): Promise<string[]> {
      const range = { userId, from, before };
      const rows = await activeDatesQuery(db, range, range, range).execute();
      return rows.map((row) => row.date);
    },

    /** The stored summary; 'settling' while a read is moving it forward. */
    async findSummary(
      userId: string,
    ): Promise<{ state: 'none' } | { state: 'settling' } | { state: 'ready'; summary: StreakSummary }> {
      const [row] = await prepared.summary(userId);
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
