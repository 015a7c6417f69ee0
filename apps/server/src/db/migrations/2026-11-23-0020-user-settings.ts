import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';
import { createPerUserTable } from './tables.js';

/*
 * A person's preferences: units, theme and privacy. One row per user, written on the first change; a user
 * without a row has the defaults (packages/shared settings.ts), so existing accounts need no backfill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPerUserTable(db, 'user_settings')
    .addColumn('weight_unit', 'text', (col) => col.notNull())
    .addColumn('length_unit', 'text', (col) => col.notNull())
    .addColumn('theme', 'text', (col) => col.notNull())
    .addColumn('share_workouts', 'integer', (col) => col.notNull())
    .addColumn('findable', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Preferences are the person's data: a change moves their data version like any other write (0008).
  await addDataVersionTriggers(db, 'user_settings');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, 'user_settings');
  await db.schema.dropTable('user_settings').execute();
}
