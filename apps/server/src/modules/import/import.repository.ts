import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ImportsTable, ImportWorkoutsTable } from '../../db/schema.js';

export type ImportRow = Selectable<ImportsTable>;
export type StagedWorkoutRow = Selectable<ImportWorkoutsTable>;

const INSERT_CHUNK = 100;
/** Source keys asked about at once (well under either driver's parameter limit). */
const KEY_CHUNK = 500;

/** Staged imports and the source keys of imported logs. Every query names the owner. */
export function createImportRepository(db: Db) {
  return {
    async insertImport(row: Insertable<ImportsTable>): Promise<void> {
      await db.insertInto('imports').values(row).execute();
    },

    async updateImport(userId: string, id: string, changes: Updateable<ImportsTable>): Promise<void> {
      await db
        .updateTable('imports')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async insertWorkouts(rows: Insertable<ImportWorkoutsTable>[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db
          .insertInto('import_workouts')
          .values(rows.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    },

    /** A staged import of this user that has not expired. */
    findImport(userId: string, id: string, now: string): Promise<ImportRow | undefined> {
      return db
        .selectFrom('imports')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** The next staged workouts after `afterSeq`, in file order. */
    stagedWorkouts(userId: string, importId: string, afterSeq: number, limit: number) {
      return db
        .selectFrom('import_workouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('import_id', '=', importId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },

    async deleteImport(userId: string, id: string): Promise<void> {
      await db
        .deleteFrom('import_workouts')
        .where('user_id', '=', userId)
        .where('import_id', '=', id)
        .execute();
      await db.deleteFrom('imports').where('user_id', '=', userId).where('id', '=', id).execute();
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
      for (let start = 0; start < keys.length; start += KEY_CHUNK) {
        const rows = await db
          .selectFrom('workout_logs')
          .select('source_key')
          .where('user_id', '=', userId)
          .where('source_key', 'in', keys.slice(start, start + KEY_CHUNK))
          .execute();
        for (const row of rows) if (row.source_key) found.add(row.source_key);
      }
      return found;
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
