import type { Kysely } from 'kysely';
import {
  addDataVersionTriggers,
  addStatementDataVersionTriggers,
  dropDataVersionTriggers,
  dropStatementDataVersionTriggers,
} from './data-version-triggers.js';
import { isPostgres } from './row-triggers.js';

/*
 * On PostgreSQL the data version moves once per statement instead of once per row (see
 * addStatementDataVersionTriggers): an import or a seed that writes thousands of one person's rows in one
 * transaction updated that person's `users` row once per row, which grows with the square of the rows. The
 * versions still move in the writing transaction, for every owner a statement touches. SQLite has no statement
 * triggers and keeps its row triggers: nothing changes there.
 */

/** Every table with data-version triggers, and the column naming the row's owner. */
export const DATA_VERSION_TABLES: ReadonlyArray<readonly [table: string, owner: string]> = [
  ['workout_templates', 'user_id'],
  ['workout_logs', 'user_id'],
  ['nutrition_entries', 'user_id'],
  ['progress_entries', 'user_id'],
  ['images', 'user_id'],
  ['goal_targets', 'user_id'],
  ['schedule_days', 'user_id'],
  ['goals', 'user_id'],
  ['exercises', 'owner_id'],
  ['user_settings', 'user_id'],
  ['imports', 'user_id'],
  ['import_workouts', 'user_id'],
  ['foods', 'owner_id'],
  ['nutrition_items', 'user_id'],
  ['nutrition_water', 'user_id'],
  ['nutrition_targets', 'user_id'],
  ['saved_meals', 'user_id'],
  ['user_achievements', 'user_id'],
  ['notifications', 'user_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, owner] of DATA_VERSION_TABLES) {
    await dropDataVersionTriggers(db, table);
    await addStatementDataVersionTriggers(db, table, { userColumn: owner });
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, owner] of DATA_VERSION_TABLES) {
    await dropStatementDataVersionTriggers(db, table);
    await addDataVersionTriggers(db, table, { userColumn: owner });
  }
}
