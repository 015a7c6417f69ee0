import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMeal } from '../test/activity-fixtures.js';
import { registerUser } from '../test/test-app.js';
import { useTestApp } from '../test/test-file.js';
import { DATA_VERSION_TABLES } from './migrations/2026-11-27-0110-statement-data-version.js';

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
