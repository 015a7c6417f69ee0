import type { Selectable } from 'kysely';
import type { ListPosition } from '../lib/page-cursor.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** Tables of a user's entries for a calendar date (meals, body measurements), listed and deleted the same way. */
export type DatedEntryTable = 'nutrition_entries' | 'progress_entries';

/** The per-user listing and deleting shared by the dated-entry tables; every query is scoped to one user. */
export function datedEntryQueries<T extends DatedEntryTable>(db: Db, table: T) {
  // Kysely resolves columns on the union rather than on an unresolved T; both tables share the columns used here.
  const entries: DatedEntryTable = table;
  type Row = Selectable<Database[T]>;
  return {
    /**
     * Newest date first; entries of one date newest first. With `after` (date, created_at, id of the last
     * entry of a page), only the entries that sort after it: the next, older page.
     */
    async listByUser(userId: string, limit: number, after?: ListPosition): Promise<Row[]> {
      let query = db.selectFrom(entries).selectAll().where('user_id', '=', userId);
      if (after) {
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(refTuple('date', 'created_at', 'id'), '<', tuple(...after)),
        );
      }
      const rows = await query
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows as Row[];
    },

    /** False when the entry is unknown or someone else's. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom(entries)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
