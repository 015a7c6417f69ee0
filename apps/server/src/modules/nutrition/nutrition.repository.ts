import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NutritionEntriesTable } from '../../db/schema.js';

export type NutritionEntryRow = Selectable<NutritionEntriesTable>;

/** SQL of the nutrition_entries table; every query is scoped to one user. */
export function createNutritionRepository(db: Db) {
  return {
    async insert(row: NutritionEntryRow): Promise<void> {
      await db.insertInto('nutrition_entries').values(row).execute();
    },

    /** Newest date first; entries of one date newest first. */
    listByUser(userId: string, limit: number): Promise<NutritionEntryRow[]> {
      return db
        .selectFrom('nutrition_entries')
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
        .deleteFrom('nutrition_entries')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
