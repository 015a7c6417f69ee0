import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { datedEntryQueries } from '../../db/dated-entries.js';
import type { NutritionEntriesTable } from '../../db/schema.js';

export type NutritionEntryRow = Selectable<NutritionEntriesTable>;

/** SQL of the nutrition_entries table; every query is scoped to one user. */
export function createNutritionRepository(db: Db) {
  return {
    ...datedEntryQueries(db, 'nutrition_entries'),
  };
}
