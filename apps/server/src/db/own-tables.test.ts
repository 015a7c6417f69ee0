import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-file.js';
import { ownTables } from './own-tables.js';

const t = useTestApp();

describe('ownTables', () => {
  it('lists each of the app’s tables once, with its columns in order and no SQLite bookkeeping', async () => {
    const tables = await ownTables(t.database.db);
    const names = tables.map((table) => table.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['users', 'workout_sets', 'nutrition_entries']));
    expect(names.some((name) => name.startsWith('sqlite_'))).toBe(false);
    const users = tables.find((table) => table.name === 'users')!;
    expect(users.columns[0]).toMatchObject({ name: 'id' });
    expect(users.columns.map((column) => column.name)).toEqual(
      expect.arrayContaining(['email', 'password_hash', 'time_zone']),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL reads only its own schema, even while another schema with the same tables comes and goes',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const other = `t_other_${process.pid}_${Date.now()}`;
      try {
        await admin.query(`create schema ${other}`);
        await admin.query(`create table ${other}.users (id text primary key, not_ours text)`);
        await admin.query(`create table ${other}.only_elsewhere (user_id text)`);
        const reading = Promise.all(Array.from({ length: 20 }, () => ownTables(t.database.db)));
        await admin.query(`drop schema ${other} cascade`);
        for (const tables of await reading) {
          expect(tables.map((table) => table.name)).not.toContain('only_elsewhere');
          const users = tables.filter((table) => table.name === 'users');
          expect(users).toHaveLength(1);
          expect(users[0]!.columns.map((column) => column.name)).not.toContain('not_ours');
        }
      } finally {
        await admin.query(`drop schema if exists ${other} cascade`);
        await admin.end();
      }
    },
  );
});
