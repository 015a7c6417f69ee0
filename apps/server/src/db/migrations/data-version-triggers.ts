import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * The per-user data version (docs/decisions/0008-data-version.md): `users.data_version` moves in the same
 * transaction as every write of a user's data, so an answer built from that data can be tagged and cached by
 * (user, version) on any number of instances. Triggers move it, so no module that writes has to remember to.
 *
 * Not a migration itself: migrations call these. Keep what they create stable (a landed migration must keep
 * meaning the same thing); a change of behaviour is a new function and a new migration.
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Names are spliced into DDL: only plain identifiers. */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/**
 * Makes every insert, update and delete of a row of `table` move the data version of the user the row belongs
 * to (`userColumn` names the owner; an update that moves a row to another owner moves both). Call it from the
 * migration that creates a table holding a user's data, e.g.
 *
 *   await addDataVersionTriggers(db, 'workout_sets');
 */
export async function addDataVersionTriggers(
  db: Kysely<unknown>,
  table: string,
  { userColumn = 'user_id' }: { userColumn?: string } = {},
): Promise<void> {
  const name = `${identifier(table)}_data_version`;
  const owner = identifier(userColumn);
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.${owner} is distinct from new.${owner} then
    update users set data_version = data_version + 1 where id in (old.${owner}, new.${owner});
  elsif tg_op = 'DELETE' then
    update users set data_version = data_version + 1 where id = old.${owner};
  else
    update users set data_version = data_version + 1 where id = new.${owner};
  end if;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after insert or update or delete on ${table} for each row execute function ${name}()`,
      )
      .execute(db);
    return;
  }
  const bump = (row: 'new' | 'old') =>
    `update users set data_version = data_version + 1 where id = ${row}.${owner};`;
  await sql
    .raw(`create trigger ${name}_insert after insert on ${table} begin ${bump('new')} end`)
    .execute(db);
  await sql
    .raw(`create trigger ${name}_delete after delete on ${table} begin ${bump('old')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_update after update on ${table} begin
update users set data_version = data_version + 1 where id in (old.${owner}, new.${owner}); end`,
    )
    .execute(db);
}

/** Undoes addDataVersionTriggers (for a migration's down). */
export async function dropDataVersionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  const name = `${identifier(table)}_data_version`;
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
    return;
  }
  for (const suffix of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists ${name}_${suffix}`).execute(db);
  }
}
