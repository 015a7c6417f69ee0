import type { Insertable, Selectable } from 'kysely';
import { decodePageCursor, keysetPage, type ListPosition, type Page } from '../lib/page-cursor.js';
import type { Db } from './database.js';
import { ownedRows, rowsOfUser } from './owned-rows.js';
import type { Database } from './schema.js';

/** Tables of a user's entries for a calendar date (meals, body measurements), listed and deleted the same way. */
export type DatedEntryTable = 'nutrition_entries' | 'progress_entries';

/** The per-user inserting, listing and deleting shared by the dated-entry tables; every query is scoped to one user. */
export function datedEntryQueries<T extends DatedEntryTable>(db: Db, table: T) {
  // Kysely resolves columns on the union rather than on an unresolved T; both tables share the columns used here.
  const entries: DatedEntryTable = table;
  type Row = Selectable<Database[T]>;

  /**
   * Newest date first; entries of one date newest first. With `after` (date, created_at, id of the last
   * entry of a page), only the entries that sort after it: the next, older page.
   */
  async function listByUser(userId: string, limit: number, after?: ListPosition): Promise<Row[]> {
    let query = rowsOfUser(db, entries, userId).selectAll();
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
  }

  return {
    async insert(row: Insertable<Database[T]>): Promise<void> {
      await db
        .insertInto(entries)
        .values(row as Insertable<Database[DatedEntryTable]>)
        .execute();
    },

    /** One page, newest first; `cursor` (from the previous page) asks for the next, older one. */
    listPage(userId: string, limit: number, cursor: string | undefined): Promise<Page<Row>> {
      return keysetPage(
        { cursor, limit, decode: decodePageCursor },
        (size, after) => listByUser(userId, size, after),
        (row) => {
          const entry = row as Selectable<Database[DatedEntryTable]>;
          return [entry.date, entry.created_at, entry.id];
        },
      );
    },

    /** False when the entry is unknown or someone else's. */
    delete: ownedRows(db, table).delete,
  };
}
