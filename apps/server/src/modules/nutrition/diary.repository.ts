import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NutritionItemsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { NutritionEntryRow } from './nutrition.repository.js';

export type NutritionItemRow = Selectable<NutritionItemsTable>;

/** SQL of the diary: logged items, the day's diary entry, water, targets, saved meals; all scoped to one user. */
export function createDiaryRepository(db: Db) {
  return {
    async entriesOfDay(userId: string, date: string): Promise<NutritionEntryRow[]> {
      return db
        .selectFrom('nutrition_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async itemsOfDay(userId: string, date: string): Promise<NutritionItemRow[]> {
      return db
        .selectFrom('nutrition_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async findItem(userId: string, date: string, id: string): Promise<NutritionItemRow | undefined> {
      return db
        .selectFrom('nutrition_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async findEntry(userId: string, date: string, id: string): Promise<NutritionEntryRow | undefined> {
      return db
        .selectFrom('nutrition_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The id of the day's diary entry, made (empty) when the day has none; racing writers share one. */
    async diaryEntryId(userId: string, date: string): Promise<string> {
      await db
        .insertInto('nutrition_entries')
        .values({
          id: newId(),
          user_id: userId,
          date,
          meals: '[]',
          total_calories: 0,
          total_protein: 0,
          created_at: nowIso(),
          diary_day: date,
        })
        .onConflict((oc) => oc.columns(['user_id', 'diary_day']).doNothing())
        .execute();
      const row = await db
        .selectFrom('nutrition_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('diary_day', '=', date)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async itemsOfEntry(entryId: string): Promise<NutritionItemRow[]> {
      return db
        .selectFrom('nutrition_items')
        .selectAll()
        .where('entry_id', '=', entryId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async insertItems(rows: Insertable<NutritionItemsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('nutrition_items').values(rows).execute();
    },

    async updateItem(userId: string, id: string, set: Updateable<NutritionItemsTable>): Promise<void> {
      await db
        .updateTable('nutrition_items')
        .set(set)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    async deleteItem(userId: string, id: string): Promise<void> {
      await db.deleteFrom('nutrition_items').where('user_id', '=', userId).where('id', '=', id).execute();
    },

    async updateEntry(
      userId: string,
      id: string,
      set: { meals: string; total_calories: number; total_protein: number },
    ): Promise<void> {
      await db
        .updateTable('nutrition_entries')
        .set(set)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    async deleteEntry(userId: string, id: string): Promise<void> {
      await db.deleteFrom('nutrition_entries').where('user_id', '=', userId).where('id', '=', id).execute();
    },

    async findWater(userId: string, date: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('nutrition_water')
        .select('ml')
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .executeTakeFirst();
      return row?.ml;
    },

    async putWater(userId: string, date: string, ml: number): Promise<void> {
      const updated_at = nowIso();
      await db
        .insertInto('nutrition_water')
        .values({ user_id: userId, date, ml, updated_at })
        .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ ml, updated_at }))
        .execute();
    },

    /** The last `count` days up to `to` that hold an entry, newest first, with their entries' meals. */
    async lastLoggedDays(
      userId: string,
      to: string,
      count: number,
    ): Promise<{ date: string; meals: string }[]> {
      const days = await db
        .selectFrom('nutrition_entries')
        .select('date')
        .distinct()
        .where('user_id', '=', userId)
        .where('date', '<=', to)
        .orderBy('date', 'desc')
        .limit(count)
        .execute();
      if (days.length === 0) return [];
      return db
        .selectFrom('nutrition_entries')
        .select(['date', 'meals'])
        .where('user_id', '=', userId)
        .where(
          'date',
          'in',
          days.map((day) => day.date),
        )
        .execute();
    },
  };
}
export type DiaryRepository = ReturnType<typeof createDiaryRepository>;
