import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { datedEntryQueries } from '../../db/dated-entries.js';
import { dataVersionsOfValues, dataVersionsQuery, type DataVersions } from '../../db/data-versions-query.js';
import type { NutritionEntriesTable } from '../../db/schema.js';
import { preparedCompiledQuery } from '../../plugins/prepared-query.js';

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
export function createNutritionRepository(database: Pick<DatabaseHandle, 'db' | 'writeThenRead'>) {
  const { db } = database;
  // A quick meal is the write the dashboard follows most (issue 14): its insert is compiled once, not per meal.
  // Each placeholder stands in for its column's value (a number for the totals) until the query runs.
  const insertRow = preparedCompiledQuery<unknown, unknown[]>(COLUMNS.length, (...placeholders) =>
    db
      .insertInto('nutrition_entries')
      .values(
        Object.fromEntries(
          COLUMNS.map((column, at) => [column, placeholders[at]]),
        ) as unknown as NutritionEntryRow,
      ),
  );
  const versionsOf = preparedCompiledQuery<DataVersions, [string]>(1, dataVersionsQuery(db));
  return {
    ...datedEntryQueries(db, 'nutrition_entries'),
    /**
     * Stores the row, and answers its owner's versions as this write committed them where the database reads
     * them in the write's own transaction (SQLite: one read fewer for the check after the write, no other write
     * between, and the commit shared with the other meals of the moment); else undefined.
     */
    async insert(row: NutritionEntryRow): Promise<DataVersions | undefined> {
      const insert = insertRow(...COLUMNS.map((column) => row[column]));
      const committed = await database.writeThenRead?.(insert, versionsOf(row.user_id));
      if (committed?.ran) return committed.result && dataVersionsOfValues(committed.result);
      await db.executeQuery(insert);
      return undefined;
    },
  };
}
