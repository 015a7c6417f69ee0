import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { deleteRowsOfUser, ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { ImportsTable, ImportWorkoutsTable } from '../../db/schema.js';
import { chunksOf } from '../../lib/chunks.js';

export type ImportRow = Selectable<ImportsTable>;
export type StagedWorkoutRow = Selectable<ImportWorkoutsTable>;

const INSERT_CHUNK = 100;
/** Source keys asked about at once (well under either driver's parameter limit). */
const KEY_CHUNK = 500;

/** Staged imports and the source keys of imported logs. Every query names the owner. */
export function createImportRepository(db: Db) {
  const imports = ownedRows(db, 'imports');
  return {
    async insertImport(row: Insertable<ImportsTable>): Promise<void> {
      await db.insertInto('imports').values(row).execute();
    },

    async updateImport(userId: string, id: string, changes: Updateable<ImportsTable>): Promise<void> {
      await imports.update(userId, id, changes);
    },

    async insertWorkouts(rows: Insertable<ImportWorkoutsTable>[]): Promise<void> {
      for (const chunk of chunksOf(rows, INSERT_CHUNK))
        await db.insertInto('import_workouts').values(chunk).execute();
    },

    /** A staged import of this user that has not expired. */
    findImport(userId: string, id: string, now: string): Promise<ImportRow | undefined> {
      return rowsOfUser(db, 'imports', userId)
        .selectAll()
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** The next staged workouts after `afterSeq`, in file order. */
    stagedWorkouts(userId: string, importId: string, afterSeq: number, limit: number) {
      return rowsOfUser(db, 'import_workouts', userId)
        .selectAll()
        .where('import_id', '=', importId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },

    async deleteImport(userId: string, id: string): Promise<void> {
      await deleteRowsOfUser(db, 'import_workouts', userId).where('import_id', '=', id).execute();
      await imports.delete(userId, id);
    },

    /** Drops every user's staged imports that expired. */
    async deleteExpired(now: string): Promise<void> {
      const expired = db.selectFrom('imports').select('id').where('expires_at', '<=', now);
      await db.deleteFrom('import_workouts').where('import_id', 'in', expired).execute();
      await db.deleteFrom('imports').where('expires_at', '<=', now).execute();
    },

    /** Which of these source keys the user's logs already came from. */
    async importedSourceKeys(userId: string, keys: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const chunk of chunksOf(keys, KEY_CHUNK)) {
        const rows = await rowsOfUser(db, 'workout_logs', userId)
          .select('source_key')
          .where('source_key', 'in', chunk)
          .execute();
        for (const row of rows) if (row.source_key) found.add(row.source_key);
      }
      return found;
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
