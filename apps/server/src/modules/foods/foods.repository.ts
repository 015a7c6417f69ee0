import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FoodsTable } from '../../db/schema.js';

export type FoodRow = Selectable<FoodsTable>;

const INSERT_CHUNK = 500;

/** SQL of the foods table: built-in rows (no owner) and each user's own. */
export function createFoodsRepository(db: Db) {
  return {
    async listBuiltIn(): Promise<FoodRow[]> {
      return db.selectFrom('foods').selectAll().where('owner_id', 'is', null).orderBy('id').execute();
    },

    async listOwn(userId: string): Promise<FoodRow[]> {
      return db
        .selectFrom('foods')
        .selectAll()
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

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
    async findUsable(userId: string, ids: readonly string[], includeDeleted = false): Promise<FoodRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('foods')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .$if(!includeDeleted, (q) => q.where('deleted_at', 'is', null))
        .execute();
    },

    /** The foods the user logged lately, most recently logged first, with how often. */
    async recentFoodIds(
      userId: string,
      since: string,
      limit: number,
    ): Promise<{ foodId: string; uses: number }[]> {
      const rows = await db
        .selectFrom('nutrition_items')
        .select((eb) => [
          'food_id',
          eb.fn.countAll<number | string>().as('uses'),
          eb.fn.max('created_at').as('last'),
        ])
        .where('user_id', '=', userId)
        .where('food_id', 'is not', null)
        .where('created_at', '>=', since)
        .groupBy('food_id')
        .orderBy('last', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ foodId: row.food_id as string, uses: Number(row.uses) }));
    },

    async insert(row: FoodRow): Promise<void> {
      await db.insertInto('foods').values(row).execute();
    },

    /** False when the food is not the user's own (or is deleted). */
    async updateOwn(userId: string, id: string, set: Updateable<FoodsTable>): Promise<boolean> {
      const result = await db
        .updateTable('foods')
        .set(set)
        .where('id', '=', id)
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async upsertBuiltIn(rows: FoodRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db
          .insertInto('foods')
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              food_group: eb.ref('excluded.food_group'),
              kcal: eb.ref('excluded.kcal'),
              protein: eb.ref('excluded.protein'),
              carbs: eb.ref('excluded.carbs'),
              fat: eb.ref('excluded.fat'),
              fiber: eb.ref('excluded.fiber'),
              sugars: eb.ref('excluded.sugars'),
              sodium_mg: eb.ref('excluded.sodium_mg'),
              saturated_fat: eb.ref('excluded.saturated_fat'),
              portions: eb.ref('excluded.portions'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },
  };
}
export type FoodsRepository = ReturnType<typeof createFoodsRepository>;
