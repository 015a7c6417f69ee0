import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { catalogueRows, rowsOfUser } from '../../db/owned-rows.js';
import type { FoodsTable } from '../../db/schema.js';

export type FoodRow = Selectable<FoodsTable>;

const INSERT_CHUNK = 500;

/** SQL of the foods table: built-in rows (no owner) and each user's own. */
export function createFoodsRepository(db: Db) {
  const catalogue = catalogueRows(db, 'foods');
  return {
    async listBuiltIn(): Promise<FoodRow[]> {
      return db.selectFrom('foods').selectAll().where('owner_id', 'is', null).orderBy('id').execute();
    },

    listOwn: catalogue.listOwn,

    async findOwnByBarcode(userId: string, barcode: string): Promise<FoodRow[]> {
      return db
        .selectFrom('foods')
        .selectAll()
        .where('owner_id', '=', userId)
        .where('barcode', '=', barcode)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute();
    },

    /**
     * Built-in foods and the user's own among `ids`; a deleted own food only with `includeDeleted` (what was
     * logged or saved with it still reads).
     */
    findUsable: (userId: string, ids: readonly string[], includeDeleted = false): Promise<FoodRow[]> =>
      catalogue.findUsable(userId, ids, includeDeleted),

    /** The foods the user logged lately, most recently logged first, with how often. */
    async recentFoodIds(
      userId: string,
      since: string,
      limit: number,
    ): Promise<{ foodId: string; uses: number }[]> {
      const rows = await rowsOfUser(db, 'nutrition_items', userId)
        .select((eb) => [
          'food_id',
          eb.fn.countAll<number | string>().as('uses'),
          eb.fn.max('created_at').as('last'),
        ])
        .where('food_id', 'is not', null)
        .where('created_at', '>=', since)
        .groupBy('food_id')
        .orderBy('last', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ foodId: row.food_id as string, uses: Number(row.uses) }));
    },

    insertOwn: catalogue.insertOwn,

    /** The user's own, not deleted food as changed; undefined when there is none. */
    changeOwn: catalogue.changeOwn,

    /** Hides the user's own food; false when it is not theirs. */
    removeOwn: catalogue.removeOwn,

    upsertBuiltIn: (rows: FoodRow[]): Promise<void> =>
      catalogue.upsertBuiltIn(rows, INSERT_CHUNK, [
        'name',
        'food_group',
        'kcal',
        'protein',
        'carbs',
        'fat',
        'fiber',
        'sugars',
        'sodium_mg',
        'saturated_fat',
        'portions',
        'updated_at',
      ]),
  };
}
export type FoodsRepository = ReturnType<typeof createFoodsRepository>;
