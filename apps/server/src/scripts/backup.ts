/**
 * Online backup and restore of the SQLite database (DATA_DIR/momentum.sqlite).
 *
 *   npm run backup                          copy to DATA_DIR/backups/momentum-<UTC time>.sqlite
 *   npm run backup -- --out <file>          copy to <file>
 *   npm run backup -- --restore <file>      put a backup in place as DATA_DIR/momentum.sqlite (server stopped;
 *                                           refuses to overwrite an existing database unless --force)
 *
 * The backup uses SQLite's online backup API (better-sqlite3's db.backup()) while the server keeps serving:
 * the copy is one consistent snapshot of the committed data at the moment it was taken (WAL readers never
 * block the server's writes). It is written under a temporary name, checked with PRAGMA integrity_check and
 * only then renamed into place. With DATABASE_URL (PostgreSQL) use pg_dump instead; this script refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config.js';

const DATABASE_FILE = 'momentum.sqlite';

type Args = { out?: string; restore?: string; force: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (!next) throw new Error(`${arg} needs a file name`);
      return next;
    };
    if (arg === '--out') args.out = value();
    else if (arg === '--restore') args.restore = value();
    else if (arg === '--force') args.force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('npm run backup -- [--out <file>] | --restore <file> [--force]');
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}`);
  }
  return args;
}

function integrityOf(file: string): string {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');

/** Copies the live database at `source` into `target`; returns what was copied. */
export async function backupDatabase(
  source: string,
  target: string,
): Promise<{ file: string; bytes: number; pages: number; seconds: number }> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose another --out`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const started = performance.now();
  const temporary = `${target}.partial-${process.pid}`;
  const db = new SqliteDatabase(source, { fileMustExist: true });
  let pages = 0;
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(temporary, {
      // After the first step, copy every remaining page in one step: one read transaction, one snapshot, and no
      // restart however busy the server is (a copy in small steps starts over whenever the server writes).
      progress({ totalPages }) {
        pages = totalPages;
        return Math.max(totalPages, 100);
      },
    });
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    db.close();
  }
  // The copy carries the WAL flag of its source; make it a single self-contained file.
  const copy = new SqliteDatabase(temporary);
  try {
    copy.pragma('journal_mode = DELETE');
    pages = (copy.pragma('page_count', { simple: true }) as number) || pages;
  } finally {
    copy.close();
  }
  const integrity = integrityOf(temporary);
  if (integrity !== 'ok') {
    fs.rmSync(temporary, { force: true });
    throw new Error(`The copy failed its integrity check: ${integrity}`);
  }
  fs.renameSync(temporary, target);
  return {
    file: target,
    bytes: fs.statSync(target).size,
    pages,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Puts a backup in place as the database of `dataDir` (the server must be stopped). */
export function restoreDatabase(
  backup: string,
  dataDir: string,
  force: boolean,
): { file: string; bytes: number } {
  if (!fs.existsSync(backup)) throw new Error(`No backup at ${backup}`);
  const integrity = integrityOf(backup);
  if (integrity !== 'ok') throw new Error(`The backup failed its integrity check: ${integrity}`);
  const target = path.join(dataDir, DATABASE_FILE);
  if (fs.existsSync(target) && !force) {
    throw new Error(
      `${target} exists: stop the server and pass --force to replace it (or restore into an empty DATA_DIR)`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${target}.restore-${process.pid}`;
  fs.copyFileSync(backup, temporary);
  // A WAL or shared-memory file left by the replaced database belongs to it, not to the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(temporary, target);
  return { file: target, bytes: fs.statSync(target).size };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (this script copies the SQLite database).',
    );
  }
  if (args.restore) {
    const result = restoreDatabase(path.resolve(args.restore), config.dataDir, args.force);
    console.log(JSON.stringify({ restored: result.file, bytes: result.bytes }));
    return;
  }
  const source = path.join(config.dataDir, DATABASE_FILE);
  const target = path.resolve(args.out ?? path.join(config.dataDir, 'backups', `momentum-${stamp()}.sqlite`));
  const result = await backupDatabase(source, target);
  console.log(
    JSON.stringify({
      backup: result.file,
      bytes: result.bytes,
      pages: result.pages,
      seconds: Math.round(result.seconds * 100) / 100,
      integrity: 'ok',
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
