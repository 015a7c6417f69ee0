import type { Kysely } from 'kysely';
import {
  createPostgresRowTrigger,
  createSqliteRowTriggers,
  dropRowTriggers,
  identifier,
  isPostgres,
} from './row-triggers.js';

/*
 * The per-user data version (docs/decisions/0008-data-version.md): `users.data_version` moves in the same
 * transaction as every write of a user's data, so an answer built from that data can be tagged and cached by
 * (user, version) on any number of instances. Triggers move it, so no module that writes has to remember to.
 *
 * Not a migration itself: migrations call these. Keep what they create stable (a landed migration must keep
 * meaning the same thing); a change of behaviour is a new function and a new migration.
 */

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
    await createPostgresRowTrigger(db, {
      name,
      table,
      events: 'insert or update or delete',
      body: `  if tg_op = 'UPDATE' and old.${owner} is distinct from new.${owner} then
    update users set data_version = data_version + 1 where id in (old.${owner}, new.${owner});
  elsif tg_op = 'DELETE' then
    update users set data_version = data_version + 1 where id = old.${owner};
  else
    update users set data_version = data_version + 1 where id = new.${owner};
  end if;
`,
    });
    return;
  }
  const bump = (row: 'new' | 'old') =>
    `update users set data_version = data_version + 1 where id = ${row}.${owner};`;
  await createSqliteRowTriggers(db, { name, table }, [
    { event: 'insert', body: ` ${bump('new')}` },
    { event: 'delete', body: ` ${bump('old')}` },
    {
      event: 'update',
      body: `
update users set data_version = data_version + 1 where id in (old.${owner}, new.${owner});`,
    },
  ]);
}

/** Undoes addDataVersionTriggers (for a migration's down). */
export async function dropDataVersionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  await dropRowTriggers(db, `${identifier(table)}_data_version`, table);
}
