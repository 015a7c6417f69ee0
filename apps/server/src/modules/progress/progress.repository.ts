import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProgressEntriesTable } from '../../db/schema.js';

export type ProgressEntryRow = Selectable<ProgressEntriesTable>;

/** SQL of the progress_entries table; every query is scoped to one user. */
export function createProgressRepository(db: Db) {
  return {
    async insert(row: ProgressEntryRow): Promise<void> {
      await db.insertInto('progress_entries').values(row).execute();
    },

    findById(userId: string, id: string): Promise<ProgressEntryRow | undefined> {
      return db
        .selectFrom('progress_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Newest date first; entries of one date newest first. */
    listByUser(userId: string, limit: number): Promise<ProgressEntryRow[]> {
      return db
        .selectFrom('progress_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** False when the entry is unknown or someone else's. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('progress_entries')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
