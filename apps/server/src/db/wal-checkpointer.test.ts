import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import {
  startWalCheckpointer,
  type CheckpointerOptions,
  type CheckpointReport,
  type WalCheckpointer,
} from './wal-checkpointer.js';

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

function started(
  sqlitePath: string,
  intervalMs: number,
  more: Partial<CheckpointerOptions> = {},
): WalCheckpointer {
  const checkpointer = startWalCheckpointer(sqlitePath, {
    intervalMs,
    onLongWal: () => undefined,
    onEnded: (unasked) => {
      if (unasked) throw unasked;
    },
    ...more,
  });
  cleanUp.push(() => checkpointer.stop());
  return checkpointer;
}

/** The salts in the WAL file's header (bytes 16 to 23): they change each time the WAL starts again. */
const walSalts = (sqlitePath: string) =>
  fs.readFileSync(`${sqlitePath}-wal`).subarray(16, 24).toString('hex');

describe('the WAL checkpointer', () => {
  it('copies every page of the WAL into the database file when asked, which the writer left there', async () => {
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
    writer.writePages(50);
    // Started after the writes: its first timed checkpoint finds them all, and copies them with no one asking.
    const report = await started(sqlitePath, 10).nextCheckpoint();
    expect(report.log).toBeGreaterThanOrEqual(50);
    expect(report.checkpointed).toBe(report.log);
  });

  it('leaves every page copied when no write comes in between, so the next write starts the WAL again', async () => {
    const sqlitePath = path.join(tempDir(), 'c.sqlite');
    const writer = writerOf(sqlitePath);
    const checkpointer = started(sqlitePath, 60_000);
    writer.writePages(30);
    const salts = walSalts(sqlitePath);
    const report = await checkpointer.checkpointNow();
    expect(report.checkpointed).toBe(report.log);
    writer.writePages(1);
    expect(walSalts(sqlitePath)).not.toBe(salts);
  });

  it('refuses a wait for a checkpoint once it has stopped, whether the wait began before or after', async () => {
    const sqlitePath = path.join(tempDir(), 'e.sqlite');
    writerOf(sqlitePath).writePages(1);
    const checkpointer = started(sqlitePath, 60_000);
    const before = checkpointer.nextCheckpoint();
    await checkpointer.stop();
    await expect(before).rejects.toThrow('the WAL checkpointer has stopped');
    await expect(checkpointer.checkpointNow()).rejects.toThrow('the WAL checkpointer has stopped');
  });

  it('asks its owner to checkpoint once itself when the WAL is long and pages are left uncopied', async () => {
    const sqlitePath = path.join(tempDir(), 'd.sqlite');
    const writer = writerOf(sqlitePath);
    writer.writePages(5);
    // A reader holding an old snapshot keeps the checkpoint from copying the pages written after it.
    const reader = new SqliteDatabase(sqlitePath, { readonly: true });
    cleanUp.push(() => {
      reader.close();
    });
    reader.exec('begin');
    reader.prepare('select count(*) from pages').get();
    writer.writePages(40);
    let longWal!: () => void;
    const asked = new Promise<void>((resolve) => (longWal = resolve));
    const checkpointer = started(sqlitePath, 10, { ownerCheckpointPages: 20, onLongWal: () => longWal() });
    await asked;
    await checkpointer.stop();
    reader.exec('commit');
    // The owner's own checkpoint, with the reader gone, copies what was left.
    const [own] = writer.connection.pragma('wal_checkpoint(PASSIVE)') as CheckpointReport[];
    expect(own).toMatchObject({ busy: 0, checkpointed: own!.log });
    expect(own!.log).toBeGreaterThan(20);
  });

  it('asks its owner to checkpoint once the WAL is long, though the worker copied every page it saw', async () => {
    // Under steady writes each timed checkpoint copies all the WAL held when it began, and a commit made meanwhile
    // keeps the WAL from starting again: the report shows every page copied while the WAL only grows.
    const sqlitePath = path.join(tempDir(), 'f.sqlite');
    const writer = writerOf(sqlitePath);
    writer.writePages(40);
    let asks = 0;
    const checkpointer = started(sqlitePath, 10, { ownerCheckpointPages: 20, onLongWal: () => (asks += 1) });
    const report = await checkpointer.nextCheckpoint();
    expect(report.log).toBeGreaterThan(20);
    expect(report.checkpointed).toBe(report.log);
    expect(asks).toBe(1);
  });

  it('tells its owner when it ends unasked, so that the owner checkpoints in its commits again', async () => {
    const missing = path.join(tempDir(), 'no-such-folder', 'e.sqlite');
    const ended = await new Promise<Error | undefined>((resolve) => {
      startWalCheckpointer(missing, { intervalMs: 10, onLongWal: () => undefined, onEnded: resolve });
    });
    expect(String(ended)).toMatch(/unable to open|directory does not exist/i);
  });
});

describe('openDatabase with checkpointInBackground', () => {
  it('leaves checkpoints to the worker, and closing stops it before the last connection removes the WAL', async () => {
    const dataDir = tempDir();
    const database = openDatabase({ dataDir, checkpointInBackground: true });
    let closed = false;
    cleanUp.push(async () => {
      if (!closed) await database.close();
    });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]!.wal_autocheckpoint).toBe(0);
    await sql`create table notes (body text)`.execute(database.db);
    await sql`insert into notes (body) values ('kept')`.execute(database.db);
    const report = await database.walCheckpointer!.checkpointNow();
    expect(report.checkpointed).toBe(report.log);

    await database.close();
    closed = true;
    const sqlitePath = path.join(dataDir, 'momentum.sqlite');
    expect(fs.existsSync(`${sqlitePath}-wal`)).toBe(false);
    const reopened = new SqliteDatabase(sqlitePath, { readonly: true });
    expect(reopened.prepare('select body from notes').pluck().all()).toEqual(['kept']);
    reopened.close();
  });

  it('checkpoints in its commits again once the worker has gone', async () => {
    const database = openDatabase({ dataDir: tempDir(), checkpointInBackground: true });
    cleanUp.push(() => database.close());
    await database.walCheckpointer!.stop();
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]!.wal_autocheckpoint).toBe(1000);
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
