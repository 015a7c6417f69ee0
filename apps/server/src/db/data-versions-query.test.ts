import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database.js';
import { DATA_VERSION_COLUMNS, dataVersionsOfValues, dataVersionsQuery } from './data-versions-query.js';

describe('dataVersionsOfValues', () => {
  it('names each value by the column the read selects at its place', () => {
    const values = DATA_VERSION_COLUMNS.map((_, at) => 100 + at);
    expect(dataVersionsOfValues(values)).toEqual(
      Object.fromEntries(DATA_VERSION_COLUMNS.map((column, at) => [column, 100 + at])),
    );
  });
});

// SQLite's own file, whichever database the suite runs on: the read at once is SQLite's.
const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('readCommittedValuesNow (SQLite)', () => {
  it("answers the versions read's values in its columns' order, and nothing for nobody", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-versions-read-'));
    const handle = openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.com',
        name: 'U',
        password_hash: 'x',
        is_onboarded: 0,
        onboarding: null,
        start_weight_kg: null,
        avatar_image_id: null,
        time_zone: 'UTC',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    // Every version different, so a value read into another column's place shows.
    await handle.db
      .updateTable('users')
      .set(Object.fromEntries(DATA_VERSION_COLUMNS.map((column, at) => [column, 7 * at + 3])))
      .where('id', '=', 'u1')
      .execute();
    const read = dataVersionsQuery(handle.db);
    const asKysely = await read('u1').executeTakeFirstOrThrow();
    const query = read('u1').compile();
    const values = handle.readCommittedValuesNow!(query.sql, query.parameters);
    expect(values).toEqual(DATA_VERSION_COLUMNS.map((_, at) => 7 * at + 3));
    expect(dataVersionsOfValues(values!)).toEqual(asKysely);
    const nobody = read('nobody').compile();
    expect(handle.readCommittedValuesNow!(nobody.sql, nobody.parameters)).toBeUndefined();
  });
});
