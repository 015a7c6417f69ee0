import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every route the app registered, as Fastify's `onRoute` hook saw it. */
  routes: RouteOptions[];
  /**
   * A second server instance on the same database through its own connection (SQLite file) or pool
   * (PostgreSQL schema), as a second process behind a load balancer would be; closed with the first.
   */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
};

/** Any number; test files agree on it to take turns at schema changes. */
const SCHEMA_CHANGE_LOCK = 4_242_001;

/**
 * Runs `work` while no other test file drops a schema. Kysely's migrator looks for its table through
 * introspection of every schema, which fails with 'schema does not exist' when another file drops its schema
 * in that moment; the test files run in parallel on one database, so migrating and dropping take turns.
 */
async function whileNoSchemaChanges<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh app on a fresh database for one test file: a new SQLite file, or a new PostgreSQL schema
 * when TEST_DATABASE_URL is set (the same suite runs on both).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-test-'));
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  let dropSchema = async () => {};
  let database: DatabaseHandle;
  let pgSchema: string | undefined;
  if (pgUrl) {
    const schema = `t_${crypto.randomUUID().replaceAll('-', '')}`;
    pgSchema = schema;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: pgUrl, dataDir, pgSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      await whileNoSchemaChanges(pgUrl, (client) => client.query(`drop schema ${schema} cascade`));
    };
  } else {
    database = openDatabase({ dataDir });
  }
  if (pgUrl) {
    await whileNoSchemaChanges(pgUrl, () => migrateToLatest(database.db, { pgSchema: pgSchema as string }));
  } else {
    await migrateToLatest(database.db);
  }
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    routes,
    async anotherInstance() {
      const handle = pgUrl
        ? openDatabase({ databaseUrl: pgUrl, dataDir, pgSchema: pgSchema as string, poolSize: 4 })
        : openDatabase({ dataDir });
      const other = await buildApp({ config, database: handle, logger: false });
      await other.ready();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = { token: string; refresh: string; userId: string; email: string };

let counter = 0;

/** Registers a new user through the API and returns its tokens. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<Session> {
  counter += 1;
  const body = {
    name: overrides.name ?? `Tester ${counter}`,
    email: overrides.email ?? `user${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: overrides.password ?? 'correct horse battery',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json<{ token: string; refresh: string; user: { _id: string } }>();
  return { token: json.token, refresh: json.refresh, userId: json.user._id, email: body.email };
}

/** `N` sessions, as a tuple a test can take apart by name. */
type Sessions<N extends number, Made extends Session[] = []> = Made['length'] extends N
  ? Made
  : Sessions<N, [...Made, Session]>;

/** Registers `count` new users, one after another, for a test that needs several people. */
export async function registerUsers<N extends number>(app: FastifyInstance, count: N): Promise<Sessions<N>> {
  const sessions: Session[] = [];
  for (let i = 0; i < count; i += 1) sessions.push(await registerUser(app));
  return sessions as Sessions<N>;
}

/** Sends a request as the given user. */
export function as(
  app: FastifyInstance,
  session: Pick<Session, 'token'>,
  options: InjectOptions & { timeZone?: string },
): Promise<LightMyRequestResponse> {
  const { timeZone, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...headers,
      authorization: `Bearer ${session.token}`,
      ...(timeZone ? { 'x-timezone': timeZone } : {}),
    },
  } as InjectOptions);
}

/** Trades a refresh token for new tokens (POST /api/auth/refresh), as the web app does when a token runs out. */
export function refreshWith(app: FastifyInstance, refresh: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh } });
}
