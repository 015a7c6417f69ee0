import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Row triggers written once for both databases, for the migrations that keep derived data right whatever module
 * writes (the data version, the streak cache). Not a migration itself: keep the SQL these write stable, since a
 * landed migration must keep meaning the same thing (a fresh database's schema is compared on both dialects).
 */

export const isPostgres = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Names are spliced into DDL: only plain identifiers. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/**
 * PostgreSQL: the function `name()` running `body` (plpgsql lines, each ending in a newline) for each row, and
 * the trigger `name` after `events` (e.g. 'insert or update or delete') on `table` that calls it.
 */
export async function createPostgresRowTrigger(
  db: Kysely<unknown>,
  { name, table, events, body }: { name: string; table: string; events: string; body: string },
): Promise<void> {
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
begin
${body}  return null;
end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${name} after ${events} on ${table} for each row execute function ${name}()`)
    .execute(db);
}

/**
 * SQLite: one trigger per event, `${name}_${event}`, after that event on `table` (an update only of `columns`
 * when given), running `body`: the statements as they stand after `begin`, with the white space before them.
 */
export async function createSqliteRowTriggers(
  db: Kysely<unknown>,
  { name, table }: { name: string; table: string },
  triggers: ReadonlyArray<{ event: 'insert' | 'delete' | 'update'; columns?: string; body: string }>,
): Promise<void> {
  for (const { event, columns, body } of triggers) {
    const on = columns === undefined ? event : `${event} of ${columns}`;
    await sql.raw(`create trigger ${name}_${event} after ${on} on ${table} begin${body} end`).execute(db);
  }
}

/** Undoes the two above (for a migration's down). */
export async function dropRowTriggers(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
    return;
  }
  for (const suffix of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists ${name}_${suffix}`).execute(db);
  }
}
