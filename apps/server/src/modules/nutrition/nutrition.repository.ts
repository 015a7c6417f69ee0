import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { datedEntryQueries } from '../../db/dated-entries.js';
import type { NutritionEntriesTable } from '../../db/schema.js';
import { preparedQuery } from '../../plugins/prepared-query.js';

export type NutritionEntryRow = Selectable<NutritionEntriesTable>;

/** Every column of an entry, in the order the prepared insert takes their values. */
const COLUMNS = [
  'id',
  'user_id',
  'date',
  'meals',
  'total_calories',
  'total_protein',
  'created_at',
  'diary_day',
] as const satisfies readonly (keyof NutritionEntryRow)[];

/** SQL of the nutrition_entries table; every query is scoped to one user. */
export function createNutritionRepository(db: Db) {
  // A quick meal is the write the dashboard follows most (issue 14): its insert is compiled once, not per meal.
  // Each placeholder stands in for its column's value (a number for the totals) until the query runs.
  const insertRow = preparedQuery(db, COLUMNS.length, (...placeholders) =>
    db
      .insertInto('nutrition_entries')
      .values(
        Object.fromEntries(
          COLUMNS.map((column, at) => [column, placeholders[at]]),
        ) as unknown as NutritionEntryRow,
      ),
  );
  return {
    ...datedEntryQueries(db, 'nutrition_entries'),
    async insert(row: NutritionEntryRow): Promise<void> {
      await insertRow(...COLUMNS.map((column) => row[column]));
    },
  };
}
