import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

// SQLite's own files, whichever database the suite runs on: the write-then-read at once is SQLite's.
const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function counterDatabase(): Promise<DatabaseHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-write-read-'));
  const handle = openDatabase({ dataDir: dir });
  opened.push({ handle, dir });
  await handle.db.executeQuery(
    CompiledQuery.raw('create table marks (id text primary key, n integer not null)'),
  );
  await handle.db.executeQuery(CompiledQuery.raw(`insert into marks (id, n) values ('a', 0)`));
  return handle;
}

const bump = (id: string) => CompiledQuery.raw('update marks set n = n + 1 where id = ?', [id]);
const insert = (id: string) => CompiledQuery.raw('insert into marks (id, n) values (?, 0)', [id]);
const readMark = (id: string) =>
  CompiledQuery.raw('select n from marks where id = ?', [id]) as CompiledQuery<{ n: number }>;
const markOf = async (handle: DatabaseHandle, id: string) =>
  (await handle.db.executeQuery(readMark(id))).rows[0]?.n;

describe('writeThenReadNow (SQLite)', () => {
  it("answers the read's values as the write left them, and commits the write", async () => {
    const handle = await counterDatabase();
    expect(handle.writeThenReadNow!(bump('a'), readMark('a'))).toEqual({ ran: true, values: [1] });
    expect(handle.writeThenReadNow!(bump('a'), readMark('a'))).toEqual({ ran: true, values: [2] });
    expect(handle.writeThenReadNow!(bump('a'), readMark('missing'))).toEqual({
      ran: true,
      values: undefined,
    });
    expect(await markOf(handle, 'a')).toBe(3);
  });

  it('runs nothing while a transaction is open on the connection, so the caller waits for it through Kysely', async () => {
    const handle = await counterDatabase();
    let during: ReturnType<NonNullable<DatabaseHandle['writeThenReadNow']>> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx.executeQuery(bump('a'));
      during = handle.writeThenReadNow!(bump('a'), readMark('a'));
    });
    expect(during).toEqual({ ran: false });
    expect(await markOf(handle, 'a')).toBe(1);
    expect(handle.writeThenReadNow!(bump('a'), readMark('a'))).toEqual({ ran: true, values: [2] });
  });

  it('keeps nothing of a write that fails, and throws its error', async () => {
    const handle = await counterDatabase();
    expect(() => handle.writeThenReadNow!(insert('a'), readMark('a'))).toThrow(/UNIQUE/);
    expect(handle.writeThenReadNow!(insert('b'), readMark('b'))).toEqual({ ran: true, values: [0] });
    expect(await markOf(handle, 'a')).toBe(0);
  });
});
