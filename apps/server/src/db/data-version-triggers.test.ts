import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMeal } from '../test/activity-fixtures.js';
import { registerUser } from '../test/test-app.js';
import { useTestApp } from '../test/test-file.js';
import { AREA_VERSION_COLUMNS, DATA_AREAS } from './data-areas.js';
import { DATA_VERSION_TABLES } from './migrations/2026-11-27-0110-statement-data-version.js';
import { AREA_OF_TABLE, AREAS } from './migrations/2026-11-27-0120-data-areas.js';

const t = useTestApp();

/** Each table with data-version triggers, and whether they run once per row or once per statement. */
async function dataVersionTriggers(): Promise<Map<string, 'row' | 'statement'>> {
  const found = new Map<string, 'row' | 'statement'>();
  if (t.database.dialect === 'postgres') {
    // tgtype's lowest bit: a row trigger. Only the triggers of this test's schema (its search_path).
    const { rows } = await sql<{ table: string; row_level: boolean }>`
      select c.relname as table, (tg.tgtype & 1) = 1 as row_level
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
      where not tg.tgisinternal and tg.tgname like '%data_version%' and c.relname <> 'users'
        and c.relnamespace = current_schema()::regnamespace`.execute(t.database.db);
    for (const { table, row_level } of rows) found.set(table, row_level ? 'row' : 'statement');
  } else {
    const { rows } = await sql<{ table: string }>`
      select tbl_name as "table" from sqlite_master
      where type = 'trigger' and name like '%data_version%' and tbl_name <> 'users'`.execute(t.database.db);
    for (const { table } of rows) found.set(table, 'row');
  }
  return found;
}

describe('the data-version triggers', () => {
  it('cover every table of the list, once per statement on PostgreSQL and once per row on SQLite', async () => {
    const triggers = await dataVersionTriggers();
    expect([...triggers.keys()].sort()).toEqual(DATA_VERSION_TABLES.map(([table]) => table).sort());
    const expected = t.database.dialect === 'postgres' ? 'statement' : 'row';
    for (const [table, level] of triggers) expect(level, table).toBe(expected);
  });

  it('move the version of every owner a statement writes, in its transaction, and of nobody else', async () => {
    const [a, b, bystander] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    const versions = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .selectFrom('users')
            .select(['id', 'data_version'])
            .where('id', 'in', [a.userId, b.userId, bystander.userId])
            .execute()
        ).map((row) => [row.id, row.data_version]),
      );
    await insertMeal(t.database.db, a.userId, { date: '2026-06-01', calories: 100 });
    await insertMeal(t.database.db, b.userId, { date: '2026-06-01', calories: 100 });
    const before = await versions();

    // One statement over both owners' rows: each owner moves, the bystander does not.
    await t.database.db
      .updateTable('nutrition_entries')
      .set({ date: '2026-06-02' })
      .where('user_id', 'in', [a.userId, b.userId])
      .execute();
    const afterUpdate = await versions();
    expect(afterUpdate[a.userId]).toBeGreaterThan(before[a.userId]!);
    expect(afterUpdate[b.userId]).toBeGreaterThan(before[b.userId]!);
    expect(afterUpdate[bystander.userId]).toBe(before[bystander.userId]);

    // Inside the writing transaction, the version has moved already; rolled back, it has not.
    const rolledBack = t.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('nutrition_entries').where('user_id', '=', a.userId).execute();
      const inside = await trx
        .selectFrom('users')
        .select('data_version')
        .where('id', '=', a.userId)
        .executeTakeFirstOrThrow();
      expect(inside.data_version).toBeGreaterThan(afterUpdate[a.userId]!);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await versions()).toEqual(afterUpdate);

    // A statement that writes no row moves nothing.
    await t.database.db.deleteFrom('nutrition_entries').where('user_id', '=', bystander.userId).execute();
    expect(await versions()).toEqual(afterUpdate);
  });
});

/** The SQL each table's data-version triggers run (PostgreSQL: the trigger function's body). */
async function triggerSqlOf(table: string): Promise<string> {
  if (t.database.dialect === 'postgres') {
    const { rows } = await sql<{ body: string }>`
      select pg_get_functiondef(p.oid) as body from pg_proc p
      where p.proname = ${`${table}_data_version`} and p.pronamespace = current_schema()::regnamespace`.execute(
      t.database.db,
    );
    return rows.map((row) => row.body).join('\n');
  }
  const { rows } = await sql<{ body: string }>`
    select sql as body from sqlite_master where type = 'trigger' and tbl_name = ${table}
      and name like '%data_version%'`.execute(t.database.db);
  return rows.map((row) => row.body).join('\n');
}

describe('the data areas', () => {
  it('are the same in the migration and at run time, and every table with triggers has one', () => {
    expect([...AREAS].sort()).toEqual([...DATA_AREAS].sort());
    expect(AREA_OF_TABLE.map(([table]) => table).sort()).toEqual(
      DATA_VERSION_TABLES.map(([table]) => table).sort(),
    );
  });

  // Read from the database, not from a migration's list: a table added later with a trigger that moves the
  // data version and no area (or two) fails here.
  it("every table whose triggers move the data version moves exactly one area's version too, its own", async () => {
    const areaOf = new Map(AREA_OF_TABLE.map(([table, , area]) => [table, `${area}_version`]));
    const tables = [...(await dataVersionTriggers()).keys()];
    expect(tables.length).toBeGreaterThanOrEqual(AREA_OF_TABLE.length);
    for (const table of tables) {
      const body = await triggerSqlOf(table);
      expect(body, table).toMatch(/data_version = data_version \+ 1/);
      const moved = AREA_VERSION_COLUMNS.filter((column) => body.includes(`${column} = ${column} + 1`));
      expect(moved, table).toEqual([areaOf.get(table)]);
    }
  });

  it("move with the writes: a meal moves the nutrition's version, a name the profile's, nothing else's", async () => {
    const person = await registerUser(t.app);
    const versionsOf = () =>
      t.database.db
        .selectFrom('users')
        .select(['data_version', ...AREA_VERSION_COLUMNS])
        .where('id', '=', person.userId)
        .executeTakeFirstOrThrow();
    const moved = (before: Record<string, number>, after: Record<string, number>) =>
      Object.keys(after).filter((column) => after[column] !== before[column]);

    const start = await versionsOf();
    await insertMeal(t.database.db, person.userId, { date: '2026-06-01', calories: 100 });
    const afterMeal = await versionsOf();
    expect(moved(start, afterMeal).sort()).toEqual(['data_version', 'nutrition_version']);

    await t.database.db
      .updateTable('users')
      .set({ name: 'Renamed' })
      .where('id', '=', person.userId)
      .execute();
    const afterName = await versionsOf();
    expect(moved(afterMeal, afterName).sort()).toEqual(['data_version', 'profile_version']);

    // A column the profile does not show (the password) moves nothing.
    await t.database.db
      .updateTable('users')
      .set({ password_hash: 'x' })
      .where('id', '=', person.userId)
      .execute();
    expect(await versionsOf()).toEqual(afterName);
  });
});
