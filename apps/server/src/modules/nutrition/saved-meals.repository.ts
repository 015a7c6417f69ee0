import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SavedMealsTable } from '../../db/schema.js';

export type SavedMealRow = Selectable<SavedMealsTable>;

/** SQL of a user's saved meals. */
export function createSavedMealsRepository(db: Db) {
  return {
    async list(userId: string, limit: number): Promise<SavedMealRow[]> {
      return db
        .selectFrom('saved_meals')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    async find(userId: string, id: string): Promise<SavedMealRow | undefined> {
      return db
        .selectFrom('saved_meals')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async insert(row: SavedMealRow): Promise<void> {
      await db.insertInto('saved_meals').values(row).execute();
    },
    async update(userId: string, id: string, set: { name: string; items: string; updated_at: string }) {
      const result = await db
        .updateTable('saved_meals')
        .set(set)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('saved_meals')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
