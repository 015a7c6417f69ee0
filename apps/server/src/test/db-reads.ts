import type { Db } from '../db/database.js';

/**
 * Reads of the database that route tests make to see what a request stored or moved, beside what it answered.
 */

/** The user's data version: what a write moves, and what ETags and the web app's caches follow. */
export async function dataVersionOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('data_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.data_version;
}

/** How many rows of one of these tables the user has. */
export async function rowCountOf(
  db: Db,
  table: 'nutrition_entries' | 'workout_logs' | 'workout_templates',
  userId: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
