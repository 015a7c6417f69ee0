import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { Database, NutritionItemsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';

export type NutritionItemRow = Selectable<NutritionItemsTable>;

/** The diary's two tables of a user's days: the day's entries and its logged items, read the same way. */
type DayTable = 'nutrition_entries' | 'nutrition_items';

function dayRows<T extends DayTable>(db: Db, table: T) {
  // Kysely resolves columns on the union rather than on an unresolved T; both tables have the columns used here.
  const rows: DayTable = table;
  type Row = Selectable<Database[T]>;
  const ofUserDay = (userId: string, date: string) =>
    rowsOfUser(db, rows, userId).selectAll().where('date', '=', date);
  return {
    /** The user's rows of that day, in the order they were made. */
    async ofDay(userId: string, date: string): Promise<Row[]> {
      const found = await ofUserDay(userId, date).orderBy('created_at').orderBy('id').execute();
      return found as Row[];
    },

    /** Undefined when the row is unknown, someone else's or of another day. */
    async find(userId: string, date: string, id: string): Promise<Row | undefined> {
      const found = await ofUserDay(userId, date).where('id', '=', id).executeTakeFirst();
      return found as Row | undefined;
    },
  };
}

/** SQL of the diary: logged items, the day's diary entry, water, targets, saved meals; all scoped to one user. */
export function createDiaryRepository(db: Db) {
  const items = ownedRows(db, 'nutrition_items');
  const entries = ownedRows(db, 'nutrition_entries');
  const itemRows = dayRows(db, 'nutrition_items');
  const entryRows = dayRows(db, 'nutrition_entries');
  return {
    entriesOfDay: entryRows.ofDay,
    itemsOfDay: itemRows.ofDay,
    findItem: itemRows.find,
    findEntry: entryRows.find,

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
        .onConflict((oc) =>
          // The index holds only the rows with a day (migration 2026-11-27-0140): its predicate names it.
          oc.columns(['user_id', 'diary_day']).where('diary_day', 'is not', null).doNothing(),
        )
        .execute();
      const row = await rowsOfUser(db, 'nutrition_entries', userId)
        .select('id')
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
      await items.update(userId, id, set);
    },

    async deleteItem(userId: string, id: string): Promise<void> {
      await items.delete(userId, id);
    },

    async updateEntry(
      userId: string,
      id: string,
      set: { meals: string; total_calories: number; total_protein: number },
    ): Promise<void> {
      await entries.update(userId, id, set);
    },

    async deleteEntry(userId: string, id: string): Promise<void> {
      await entries.delete(userId, id);
    },

    async findWater(userId: string, date: string): Promise<number | undefined> {
      const row = await rowsOfUser(db, 'nutrition_water', userId)
        .select('ml')
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
      const days = await rowsOfUser(db, 'nutrition_entries', userId)
        .select('date')
        .distinct()
        .where('date', '<=', to)
        .orderBy('date', 'desc')
        .limit(count)
        .execute();
      if (days.length === 0) return [];
      return rowsOfUser(db, 'nutrition_entries', userId)
        .select(['date', 'meals'])
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
