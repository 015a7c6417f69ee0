import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

/*
 * The column definitions the migrations repeat. Not a migration itself, and frozen like one: a landed migration
 * must keep creating the same database, so never change what these write (a fresh database's schema is compared
 * on both dialects); a different column is a new helper, used by a new migration.
 */

/** A NOT NULL reference to `table`.id whose rows go with it: `user_id` deleted with the user, a set with its log. */
export const deletedWith =
  (table: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.notNull().references(`${table}.id`).onDelete('cascade');

/** `created_at` and `updated_at`: instants as text, both required. Use as `.$call(timestamps)`. */
export function timestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}
