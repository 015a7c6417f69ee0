import { sql, type Kysely } from 'kysely';
import type { AreaVersionColumn } from '../data-areas.js';
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
 * to (`userColumn` names the owner; an update that moves a row to another owner moves both), with a trigger for
 * each row. What the migrations up to 2026-11-26 created; a new table's migration calls
 * addStatementDataVersionTriggers instead, which on PostgreSQL moves each version once per statement.
 */
export async function addDataVersionTriggers(
  db: Kysely<unknown>,
  table: string,
  { userColumn = 'user_id', areaColumn }: DataVersionTriggerOptions = {},
): Promise<void> {
  const name = `${identifier(table)}_data_version`;
  const owner = identifier(userColumn);
  const moves = versionsMoved(areaColumn);
  if (isPostgres(db)) {
    await createPostgresRowTrigger(db, {
      name,
      table,
      events: 'insert or update or delete',
      body: `  if tg_op = 'UPDATE' and old.${owner} is distinct from new.${owner} then
    update users set ${moves} where id in (old.${owner}, new.${owner});
  elsif tg_op = 'DELETE' then
    update users set ${moves} where id = old.${owner};
  else
    update users set ${moves} where id = new.${owner};
  end if;
`,
    });
    return;
  }
  const bump = (row: 'new' | 'old') => `update users set ${moves} where id = ${row}.${owner};`;
  await createSqliteRowTriggers(db, { name, table }, [
    { event: 'insert', body: ` ${bump('new')}` },
    { event: 'delete', body: ` ${bump('old')}` },
    {
      event: 'update',
      body: `
update users set ${moves} where id in (old.${owner}, new.${owner});`,
    },
  ]);
}

export type DataVersionTriggerOptions = {
  /** The column naming the row's owner. */
  userColumn?: string;
  /**
   * The `users` column of the table's data area (docs/decisions/0028-data-areas.md), moved beside the data
   * version, e.g. 'nutrition_version'. Left out only by the migrations before 2026-11-27-0120: a new table names
   * its area (db/data-version-triggers.test.ts fails on a table whose triggers move none).
   */
  areaColumn?: AreaVersionColumn;
};

/** The SET list of a trigger's update of `users`. */
function versionsMoved(areaColumn: string | undefined): string {
  if (areaColumn === undefined) return 'data_version = data_version + 1';
  const area = identifier(areaColumn);
  return `data_version = data_version + 1, ${area} = ${area} + 1`;
}

/** The statement triggers' events, and the transition tables each names for the function. */
const STATEMENT_EVENTS = {
  insert: 'new table as new_rows',
  delete: 'old table as old_rows',
  update: 'old table as old_rows new table as new_rows',
} as const;

/**
 * Like addDataVersionTriggers, but on PostgreSQL once per statement: a statement that writes many rows of one
 * person (an import, a copied day) moves their version once, where a trigger per row updates their `users` row
 * once per row, and each of those updates in one transaction adds to that row's chain of versions: 16,000 rows
 * in 500-row statements took 5.2 s with a trigger per row, 0.32 s with one per statement. SQLite has no
 * statement triggers; there it is addDataVersionTriggers. Call it from the migration that creates a table
 * holding a user's data, naming the table's data area, e.g.
 *
 *   await addStatementDataVersionTriggers(db, 'workout_sets', { areaColumn: 'training_version' });
 */
export async function addStatementDataVersionTriggers(
  db: Kysely<unknown>,
  table: string,
  options: DataVersionTriggerOptions = {},
): Promise<void> {
  if (!isPostgres(db)) return addDataVersionTriggers(db, table, options);
  const name = `${identifier(table)}_data_version`;
  const owner = identifier(options.userColumn ?? 'user_id');
  const moves = versionsMoved(options.areaColumn);
  // A transition table exists only for the events that have it: plpgsql reads a branch's SQL when it runs it.
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update users set ${moves} where id in (select ${owner} from new_rows);
  elsif tg_op = 'DELETE' then
    update users set ${moves} where id in (select ${owner} from old_rows);
  else
    update users set ${moves}
    where id in (select ${owner} from old_rows union select ${owner} from new_rows);
  end if;
  return null;
end $$`,
    )
    .execute(db);
  // One trigger per event: a trigger with transition tables may have only one.
  for (const [event, transitionTables] of Object.entries(STATEMENT_EVENTS)) {
    await sql
      .raw(
        `create trigger ${name}_${event} after ${event} on ${table} referencing ${transitionTables}
  for each statement execute function ${name}()`,
      )
      .execute(db);
  }
}

/** Undoes addStatementDataVersionTriggers (for a migration's down). */
export async function dropStatementDataVersionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (!isPostgres(db)) return dropDataVersionTriggers(db, table);
  const name = `${identifier(table)}_data_version`;
  for (const event of Object.keys(STATEMENT_EVENTS))
    await sql.raw(`drop trigger if exists ${name}_${event} on ${table}`).execute(db);
  await sql.raw(`drop function if exists ${name}()`).execute(db);
}

/** Undoes addDataVersionTriggers (for a migration's down). */
export async function dropDataVersionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  await dropRowTriggers(db, `${identifier(table)}_data_version`, table);
}
