import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.js';

// SQLite's own files, whichever database the suite runs on: the checkpointer exists only for SQLite.
const cleanUp: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-wal-'));
  cleanUp.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A WAL-mode file whose own connection never checkpoints, as the server's main connection is set. */
function writerOf(sqlitePath: string) {
  const connection = new SqliteDatabase(sqlitePath);
  connection.pragma('journal_mode = WAL');
  connection.pragma('wal_autocheckpoint = 0');
  connection.exec('create table pages (body blob)');
  cleanUp.push(() => {
    connection.close();
  });
  const insert = connection.prepare('insert into pages (body) values (randomblob(4000))');
  return {
    connection,
    /** `count` commits of about a page each. */
    writePages(count: number) {
      for (let i = 0; i < count; i++) insert.run();
    },
  };
}

function started(sqlitePath: string, intervalMs: number): WalCheckpointer {
  const checkpointer = startWalCheckpointer(sqlitePath, {
    intervalMs,
    onLost: (error) => {
      throw error;
    },
  });
  cleanUp.push(() => checkpointer.stop());
  return checkpointer;
}

describe('the WAL checkpointer', () => {
  it('copies every page of the WAL into the database file on its own thread when asked', async () => {
    const sqlitePath = path.join(tempDir(), 'a.sqlite');
    const writer = writerOf(sqlitePath);
    const checkpointer = started(sqlitePath, 60_000);
    // Past SQLite's automatic checkpoint at 1,000 pages: the writer, set not to, has copied none.
    writer.writePages(1200);
    const walBytes = fs.statSync(`${sqlitePath}-wal`).size;
    expect(walBytes).toBeGreaterThan(1200 * 4096);

    const report = await checkpointer.checkpointNow();
    expect(report.busy).toBe(0);
    expect(report.log).toBeGreaterThanOrEqual(1200);
    expect(report.checkpointed).toBe(report.log);
    // The copied pages are in the database file itself.
    expect(fs.statSync(sqlitePath).size).toBeGreaterThan(1200 * 4000);
  });

  it('checkpoints by itself every interval once writes have filled the WAL', async () => {
    const sqlitePath = path.join(tempDir(), 'b.sqlite');
    const writer = writerOf(sqlitePath);
    const checkpointer = started(sqlitePath, 10);
    const next = checkpointer.nextCheckpoint();
    writer.writePages(50);
    const report = await next;
    expect(report.log).toBeGreaterThan(0);
    expect(report.checkpointed).toBe(report.log);
    // The WAL starts again from its beginning: the next commits do not grow the file past what it was.
    const before = fs.statSync(`${sqlitePath}-wal`).size;
    writer.writePages(5);
    expect(fs.statSync(`${sqlitePath}-wal`).size).toBeLessThanOrEqual(before);
  });

  it('tells its owner when it is lost, so that the owner checkpoints again itself', async () => {
    const missing = path.join(tempDir(), 'no-such-folder', 'c.sqlite');
    const lost = await new Promise<unknown>((resolve) => {
      startWalCheckpointer(missing, { intervalMs: 10, onLost: resolve });
    });
    expect(String(lost)).toMatch(/unable to open|directory does not exist/i);
  });
});

describe('openDatabase with checkpointInBackground', () => {
  it('leaves checkpoints to the worker, and closing stops it before the last connection removes the WAL', async () => {
    const dataDir = tempDir();
    const database = openDatabase({ dataDir, checkpointInBackground: true });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]!.wal_autocheckpoint).toBe(0);
    await sql`create table notes (body text)`.execute(database.db);
    await sql`insert into notes (body) values ('kept')`.execute(database.db);
    const report = await database.walCheckpointer!.checkpointNow();
    expect(report.checkpointed).toBe(report.log);

    await database.close();
    const sqlitePath = path.join(dataDir, 'momentum.sqlite');
    expect(fs.existsSync(`${sqlitePath}-wal`)).toBe(false);
    const reopened = new SqliteDatabase(sqlitePath, { readonly: true });
    expect(reopened.prepare('select body from notes').pluck().all()).toEqual(['kept']);
    reopened.close();
  });

  it('keeps SQLite’s own checkpoints otherwise, and starts no worker', async () => {
    const database = openDatabase({ dataDir: tempDir() });
    cleanUp.push(() => database.close());
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]!.wal_autocheckpoint).toBe(1000);
    expect(database.walCheckpointer).toBeUndefined();
  });
});
