import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * How many rows `query` (a query without a selection) matches. PostgreSQL answers a count as a bigint, which its
 * driver hands over as text, SQLite as a number: both read as a number here.
 */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, Record<never, never>>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
