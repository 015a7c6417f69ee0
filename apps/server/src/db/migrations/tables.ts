import type { CreateTableBuilder, Kysely } from 'kysely';
import { deletedWith } from './columns.js';

/*
 * The table and index shapes the migrations repeat. Not a migration itself, and frozen like one: keep the DDL
 * these write stable, since a landed migration must keep meaning the same thing (a fresh database's schema is
 * compared on both dialects).
 */

/** A new table keyed by a text `id` (a random UUID, see schema.ts), to be given its other columns. */
export function createTableWithId(db: Kysely<unknown>, table: string) {
  return db.schema.createTable(table).addColumn('id', 'text', (c) => c.primaryKey());
}

/**
 * A new table of one user's rows, to be given its other columns: a text `id` key and the owner's `user_id`, the
 * rows deleted with the user.
 */
export function createUserTable(db: Kysely<unknown>, table: string) {
  return createTableWithId(db, table).addColumn('user_id', 'text', deletedWith('users'));
}

/**
 * A new table of at most one row per user (their settings, targets, a cache), or with `andKey` one per user and
 * that key (a water total per date, an achievement per key), to be given its other columns. Keyed by the owner's
 * `user_id`, or by `user_id` and the text `andKey` column together (`${table}_pk`); rows go with the user.
 */
export function createPerUserTable(
  db: Kysely<unknown>,
  table: string,
  { andKey }: { andKey?: string } = {},
): CreateTableBuilder<string, string> {
  if (andKey === undefined) {
    return db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'));
  }
  return db.schema
    .createTable(table)
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn(andKey, 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', andKey]);
}

/**
 * A new table linking two rows (a like links a post and a user), to be given its other columns: one reference
 * column to each, in this order, the link deleted with either, and the pair the primary key `${table}_pk`.
 */
export function createLinkTable(
  db: Kysely<unknown>,
  table: string,
  [first, firstTable]: [column: string, references: string],
  [second, secondTable]: [column: string, references: string],
) {
  return db.schema
    .createTable(table)
    .addColumn(first, 'text', deletedWith(firstTable))
    .addColumn(second, 'text', deletedWith(secondTable))
    .addPrimaryKeyConstraint(`${table}_pk`, [first, second]);
}

/**
 * A new table of a library that every user shares and each user adds their own to (exercises, foods), to be
 * given its other columns: a text `id` key and `owner_id`, null on the shared rows, an own row deleted with its
 * owner.
 */
export function createLibraryTable(db: Kysely<unknown>, table: string) {
  return createTableWithId(db, table).addColumn('owner_id', 'text', (c) =>
    c.references('users.id').onDelete('cascade'),
  );
}

/**
 * An index `name` of `table` on `columns`, in that order. A unique one lets rows with a NULL in any of them be:
 * NULLs are distinct in a unique index on both SQLite and PostgreSQL, so it can hold a nullable key once per
 * user while the rows without one never clash.
 */
export async function createIndex(
  db: Kysely<unknown>,
  table: string,
  name: string,
  columns: readonly string[],
  { unique = false }: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
  await (unique ? index.unique() : index).execute();
}
