import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

const PAGE_SIZE = 4096;
/** A WAL frame: a 24-byte header and a page (sqlite.org/fileformat.html, "WAL File Format"). */
const FRAME_BYTES = 24 + PAGE_SIZE;
const WAL_HEADER_BYTES = 32;

const opened: { connection: SqliteDatabase.Database; dir: string }[] = [];
afterEach(() => {
  for (const { connection, dir } of opened.splice(0)) {
    connection.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A WAL-mode file with one table of counters, as the server's connection opens its own. */
function counters() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-group-commit-'));
  const file = path.join(dir, 'counters.sqlite');
  const connection = new SqliteDatabase(file);
  opened.push({ connection, dir });
  connection.pragma('journal_mode = WAL');
  connection.pragma(`page_size = ${PAGE_SIZE}`);
  connection.pragma('wal_autocheckpoint = 0');
  connection.exec(`create table counters (id text primary key, n integer not null);
    insert into counters (id, n) values ('a', 0), ('b', 0);`);
  const bump = connection.prepare('update counters set n = n + 1 where id = ?');
  const add = connection.prepare('insert into counters (id, n) values (?, 0)');
  const read = connection.prepare('select n from counters where id = ?').pluck();
  return {
    connection,
    commitSoon: createGroupCommit(connection),
    bump: (id: string) => () => {
      bump.run(id);
      return read.get(id) as number;
    },
    add: (id: string) => () => add.run(id).changes,
    countOf: (id: string) => read.get(id) as number | undefined,
    walFrames: () => (fs.statSync(`${file}-wal`).size - WAL_HEADER_BYTES) / FRAME_BYTES,
  };
}

describe('createGroupCommit', () => {
  it('commits the writes asked for in one turn together: the page they all change is written to the WAL once', async () => {
    const { commitSoon, bump, walFrames } = counters();
    const before = walFrames();
    await Promise.all([commitSoon(bump('a')), commitSoon(bump('b')), commitSoon(bump('a'))]);
    // Both counters live on the table's one page: one commit of three writes is one frame.
    expect(walFrames() - before).toBe(1);
    // One after another, each write is a commit of its own: a frame each.
    await commitSoon(bump('a'));
    await commitSoon(bump('b'));
    expect(walFrames() - before).toBe(3);
  });

  it('answers each job what it made, seeing the jobs before it in its group', async () => {
    const { commitSoon, bump } = counters();
    const answers = await Promise.all([commitSoon(bump('a')), commitSoon(bump('a')), commitSoon(bump('b'))]);
    expect(answers).toEqual([
      { ran: true, result: 1 },
      { ran: true, result: 2 },
      { ran: true, result: 1 },
    ]);
  });

  it('fails only the job that throws: the others of its group commit, and nothing of it is kept', async () => {
    const { commitSoon, bump, add, countOf } = counters();
    const answers = await Promise.allSettled([
      commitSoon(bump('a')),
      commitSoon(add('c')),
      commitSoon(add('a')), // a second row with the id 'a'
      commitSoon(bump('b')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    expect([countOf('a'), countOf('b'), countOf('c')]).toEqual([1, 1, 0]);
  });

  it('runs nothing while a transaction is open on the connection, and answers each job that it did not run', async () => {
    const { connection, commitSoon, bump, countOf } = counters();
    connection.exec('begin');
    const asked = [commitSoon(bump('a')), commitSoon(bump('b'))];
    await new Promise((resolve) => setImmediate(resolve));
    connection.exec('commit');
    expect(await Promise.all(asked)).toEqual([{ ran: false }, { ran: false }]);
    expect([countOf('a'), countOf('b')]).toEqual([0, 0]);
    // The next turn's jobs run.
    expect(await commitSoon(bump('a'))).toEqual({ ran: true, result: 1 });
  });
});
