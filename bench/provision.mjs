// What one measurement runs on: a fresh database (a DATA_DIR for SQLite, a new schema for PostgreSQL) and the
// production server started on it as `npm start` would, in its own process.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { startProcess } from './processes.mjs';

export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
export const SEED_ENTRY = path.join(root, 'apps/server/dist/scripts/seed.js');
export const WEB_DIST = path.join(root, 'apps/web/dist');

const COUNT_WRITES =
  'select (select count(*) from workout_logs) + (select count(*) from nutrition_entries) as n';

/**
 * A fresh database named `label` for a run `{ workDir, databaseUrl, keep }`: its server environment, a count
 * of the rows the write load adds, and `drop()` (kept with --keep).
 */
export async function freshDatabase(label, { workDir, databaseUrl, keep }) {
  if (!databaseUrl) {
    const dataDir = path.join(workDir, label);
    fs.mkdirSync(dataDir, { recursive: true });
    return {
      label,
      env: { DATA_DIR: dataDir },
      async countWrites() {
        const { default: Database } = await import('better-sqlite3');
        const db = new Database(path.join(dataDir, 'momentum.sqlite'), {
          readonly: true,
          fileMustExist: true,
        });
        try {
          return db.prepare(COUNT_WRITES).get().n;
        } finally {
          db.close();
        }
      },
      async drop() {
        if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { default: pg } = await import('pg');
  const query = async (connectionString, sql) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const schema = `bench_${label}_${process.pid}`;
  await query(databaseUrl, `create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label,
    env: { DATABASE_URL: url.toString() },
    async countWrites() {
      const { rows } = await query(url.toString(), COUNT_WRITES);
      return Number(rows[0].n);
    },
    async drop() {
      if (!keep) await query(databaseUrl, `drop schema ${schema} cascade`);
    },
  };
}

/** The production server on `database`, request logs off unless LOG_LEVEL says otherwise. */
export async function startApp(database, { workDir }) {
  // Each run serves its own copy of the web build, so a rebuild by someone else cannot pull chunks away.
  const webDist = path.join(workDir, `web-${database.label}`);
  if (!fs.existsSync(webDist)) fs.cpSync(WEB_DIST, webDist, { recursive: true });
  return startProcess(
    SERVER_ENTRY,
    {
      ...database.env,
      WEB_DIST: webDist,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
    },
    '/api/ready',
    'server',
  );
}

/**
 * The production server on `database` without a web build: the API alone, as the dashboard benches measure it.
 * `entry` names another build's dist/main.js, `env` adds variables, `processOptions` are startProcess's.
 */
export function startApiServer(database, { workDir, entry = SERVER_ENTRY, env = {}, processOptions = {} }) {
  return startProcess(
    entry,
    {
      ...database.env,
      WEB_DIST: path.join(workDir, 'no-web'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    '/api/ready',
    'server',
    processOptions,
  );
}
