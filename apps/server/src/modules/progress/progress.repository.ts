import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { datedEntryQueries } from '../../db/dated-entries.js';
import { ownedRows } from '../../db/owned-rows.js';
import type { ProgressEntriesTable } from '../../db/schema.js';

export type ProgressEntryRow = Selectable<ProgressEntriesTable>;

/** SQL of the progress_entries table; every query is scoped to one user. */
export function createProgressRepository(db: Db) {
  const entries = ownedRows(db, 'progress_entries');
  return {
    ...datedEntryQueries(db, 'progress_entries'),

    /** False when the entry is unknown or someone else's. */
    update: (
      userId: string,
      id: string,
      changes: Pick<ProgressEntryRow, 'date' | 'measurements' | 'weight_kg'>,
    ): Promise<boolean> => entries.update(userId, id, changes),

    findById: entries.find,
  };
}
