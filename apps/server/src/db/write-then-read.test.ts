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

describe('writeThenRead (SQLite)', () => {
  it("answers the read's values as the write left them, and commits the write", async () => {
    const handle = await counterDatabase();
    expect(await handle.writeThenRead!(bump('a'), readMark('a'))).toEqual({ ran: true, result: [1] });
    expect(await handle.writeThenRead!(bump('a'), readMark('a'))).toEqual({ ran: true, result: [2] });
    expect(await handle.writeThenRead!(bump('a'), readMark('missing'))).toEqual({
      ran: true,
      result: undefined,
    });
    expect(await markOf(handle, 'a')).toBe(3);
  });

  it('answers each write of one turn the read as its own write left it', async () => {
    const handle = await counterDatabase();
    const answers = await Promise.all([
      handle.writeThenRead!(bump('a'), readMark('a')),
      handle.writeThenRead!(insert('b'), readMark('a')),
      handle.writeThenRead!(bump('a'), readMark('a')),
    ]);
    expect(answers).toEqual([
      { ran: true, result: [1] },
      { ran: true, result: [1] },
      { ran: true, result: [2] },
    ]);
  });

  it('runs nothing while a transaction is open on the connection, so the caller waits for it through Kysely', async () => {
    const handle = await counterDatabase();
    let during: ReturnType<NonNullable<DatabaseHandle['writeThenRead']>> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx.executeQuery(bump('a'));
      during = handle.writeThenRead!(bump('a'), readMark('a'));
      // The transaction stays open past the turn in which the write was asked for.
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(await during).toEqual({ ran: false });
    expect(await markOf(handle, 'a')).toBe(1);
    expect(await handle.writeThenRead!(bump('a'), readMark('a'))).toEqual({ ran: true, result: [2] });
  });

  it('keeps nothing of a write that fails, and rejects with its error', async () => {
    const handle = await counterDatabase();
    await expect(handle.writeThenRead!(insert('a'), readMark('a'))).rejects.toThrow(/UNIQUE/);
    expect(await handle.writeThenRead!(insert('b'), readMark('b'))).toEqual({ ran: true, result: [0] });
    expect(await markOf(handle, 'a')).toBe(0);
  });
});
