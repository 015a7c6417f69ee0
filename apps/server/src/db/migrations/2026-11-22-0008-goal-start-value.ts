import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/*
 * A weight-loss goal counts down from where it started (90 kg towards 80 kg): its progress needs that start.
 * Null on goals stored before this column existed; they measure from their current value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('goals').addColumn('start_value', t.float).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goals').dropColumn('start_value').execute();
}
