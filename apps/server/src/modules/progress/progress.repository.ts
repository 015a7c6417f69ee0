import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { datedEntryQueries } from '../../db/dated-entries.js';
import type { ProgressEntriesTable } from '../../db/schema.js';

export type ProgressEntryRow = Selectable<ProgressEntriesTable>;

/** SQL of the progress_entries table; every query is scoped to one user. */
export function createProgressRepository(db: Db) {
  return {
    ...datedEntryQueries(db, 'progress_entries'),

    async insert(row: ProgressEntryRow): Promise<void> {
      await db.insertInto('progress_entries').values(row).execute();
    },

    /** False when the entry is unknown or someone else's. */
    async update(
      userId: string,
      id: string,
      changes: Pick<ProgressEntryRow, 'date' | 'measurements' | 'weight_kg'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('progress_entries')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    findById(userId: string, id: string): Promise<ProgressEntryRow | undefined> {
      return db
        .selectFrom('progress_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
