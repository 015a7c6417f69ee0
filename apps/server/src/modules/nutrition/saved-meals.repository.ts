import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { SavedMealsTable } from '../../db/schema.js';

export type SavedMealRow = Selectable<SavedMealsTable>;

/** SQL of a user's saved meals. */
export function createSavedMealsRepository(db: Db) {
  const meals = ownedRows(db, 'saved_meals');
  return {
    async list(userId: string, limit: number): Promise<SavedMealRow[]> {
      return rowsOfUser(db, 'saved_meals', userId)
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    find: meals.find,
    async insert(row: SavedMealRow): Promise<void> {
      await db.insertInto('saved_meals').values(row).execute();
    },
    update: (userId: string, id: string, set: { name: string; items: string; updated_at: string }) =>
      meals.update(userId, id, set),
    delete: meals.delete,
  };
}
