import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { createGroupCommit, type GroupCommitted } from './group-commit.js';
import { migrations } from './migrations/index.js';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.js';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  dialect: DbDialect;
  /** Where the SQLite file lives; undefined on PostgreSQL. */
  sqlitePath: string | undefined;
  /**
   * Runs a read at once, without a promise, and answers its first row's values in the order of its columns
   * (undefined for no row): SQLite only (undefined on PostgreSQL). It sees only committed data, never the inside
   * of a transaction another request has open on the main connection.
   */
  readCommittedValuesNow:
    ((sqlText: string, parameters: readonly unknown[]) => unknown[] | undefined) | undefined;
  /**
   * Runs a write and then a read in one transaction of the main connection, with the other writes asked for in
   * the same turn of the event loop (group-commit.ts), and answers the read's first row's values in the order of
   * its columns (undefined for no row), as readCommittedValuesNow does: the read sees the write, and no other
   * write lands between them. SQLite only (undefined on PostgreSQL). While a transaction is open on the main
   * connection (a request inside `db.transaction()`, waiting on something) it runs nothing and answers
   * `{ ran: false }`: the caller then writes through Kysely, which waits for that transaction.
   */
  writeThenRead: WriteThenRead | undefined;
  /** SQLite opened with `checkpointInBackground`: the worker that checkpoints its WAL; else undefined. */
  walCheckpointer: WalCheckpointer | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type WriteThenRead = (
  write: CompiledQuery,
  read: CompiledQuery,
) => Promise<GroupCommitted<unknown[] | undefined>>;

// PostgreSQL answers int8 (COUNT, SUM of integers) and numeric as strings; our figures fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * SQLite: checkpoint the WAL on a worker thread, not on the connection that commits (wal-checkpointer.ts). For
   * the long-lived server; a short script keeps SQLite's own checkpoints and starts no thread.
   */
  checkpointInBackground?: boolean;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options);
}

const STATEMENT_CACHE_MAX = 500;
/** SQLite's own default: the committing connection checkpoints once the WAL passes this many pages. */
const AUTOCHECKPOINT_PAGES = 1000;
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

function openSqlite({ dataDir, checkpointInBackground = false }: DatabaseOptions): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlitePath = path.join(dataDir, 'momentum.sqlite');
  const connection = new SqliteDatabase(sqlitePath);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // NORMAL is durable across process crashes in WAL mode; only a power loss can drop the last commits.
  connection.pragma('synchronous = NORMAL');
  connection.pragma('cache_size = -32000');
  connection.pragma('mmap_size = 268435456');
  const walCheckpointer = checkpointInBackground
    ? startWalCheckpointer(sqlitePath, {
        // Between requests' statements; not inside a transaction another request has open on this connection.
        onLongWal: () => {
          if (connection.open && !connection.inTransaction) connection.pragma('wal_checkpoint(PASSIVE)');
        },
        onEnded: (unasked) => {
          if (unasked)
            process.emitWarning(`SQLite checkpoints the WAL in its commits again: ${unasked.message}`);
          if (connection.open) connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
        },
      })
    : undefined;
  if (walCheckpointer) connection.pragma('wal_autocheckpoint = 0');
  // A WAL that grew under a burst of writes is cut back to this size once it starts again from its beginning.
  connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const cachedConnection = { close: () => connection.close(), prepare: statementCache(connection) };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedConnection }) });
  // Opened after the main connection has made the file and switched it to WAL, which lets it read beside writes.
  const reader = new SqliteDatabase(sqlitePath, { readonly: true });
  reader.pragma('mmap_size = 268435456');
  // Statements answering rows as arrays, for readCommittedValuesNow and the read of writeThenRead: a
  // statement's mode is its own, so these are not the ones Kysely runs.
  const prepareValues = statementCache(connection, { raw: true });
  const prepareReadValues = statementCache(reader, { raw: true });
  const commitSoon = createGroupCommit(connection);
  return {
    db,
    dialect: 'sqlite',
    sqlitePath,
    // Through the main connection while it has no transaction open (all it sees then is committed, and its
    // pages are warm); else through the read-only one. Each commit of the main connection makes the other
    // drop its page cache, so after a write a read there costs several times an indexed lookup. One row with
    // `get`: it makes no list of rows, and a revalidation (304) cost 6 to 9% less server CPU than with `all`
    // (0026). Its values as an array: better-sqlite3 builds a row object through V8's API, looking up every
    // column's name in the string table on every row; for the nine versions that was 7% of a revalidation's
    // instructions (bench/instructions.mjs). The caller makes its object in one literal (data-versions-query.ts).
    readCommittedValuesNow: (sqlText: string, parameters: readonly unknown[]) =>
      (connection.inTransaction ? prepareReadValues(sqlText) : prepareValues(sqlText)).get(parameters) as
        unknown[] | undefined,
    writeThenRead: (write: CompiledQuery, read: CompiledQuery) =>
      commitSoon(() => {
        cachedConnection.prepare(write.sql).run(write.parameters);
        return prepareValues(read.sql).get(read.parameters) as unknown[] | undefined;
      }),
    async ping() {
      connection.prepare('select 1').get();
    },
    walCheckpointer,
    async close() {
      // Before the last connection closes, which checkpoints what is left and removes the WAL.
      await walCheckpointer?.stop();
      reader.close();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew, which costs more than running most of ours: reuse statements by their SQL.
 * Safe with a connection whose calls are synchronous (nothing here streams with iterate()).
 */
function statementCache(connection: SqliteDatabase.Database, { raw = false }: { raw?: boolean } = {}) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = connection.prepare(text);
      if (raw) statement.raw(true);
      if (statements.size >= STATEMENT_CACHE_MAX) statements.clear();
      statements.set(text, statement);
    }
    return statement;
  };
}

function openPostgres(databaseUrl: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  // While a query holds a client the pool listens to none of its errors: a connection dropped mid-query
  // (database restart, network cut) would be an unhandled 'error' event and end the process. The query
  // still fails (503 to the caller) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    sqlitePath: undefined,
    readCommittedValuesNow: undefined,
    writeThenRead: undefined,
    walCheckpointer: undefined,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * The schema a DATABASE_URL selects with `?options=-c search_path=<schema>` (pg passes `options` through),
 * so the migrator keeps its own tables in that schema too; undefined when none is named.
 */
export function pgSchemaOf(databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return undefined;
  try {
    const options = new URL(databaseUrl).searchParams.get('options') ?? '';
    return /(?:^|\s)-c\s*search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  } catch {
    return undefined;
  }
}

export async function migrateToLatest(
  db: Kysely<unknown> | Db,
  options: { pgSchema?: string } = {},
): Promise<void> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    // Unless told its schema, Kysely finds its lock table in any schema of the database (another test file's).
    ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
