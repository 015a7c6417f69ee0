/**
 * Fault suite: what the production server does when things go wrong — killed mid-write, stopped mid-request,
 * its PostgreSQL connection cut — and whether `npm run backup` gives a copy that restores into a working app.
 * Every wait is for a state (a count reached, a status seen, a process gone), bounded by the test's time limit.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './support/api.js';
import { deviceToday } from './support/one-calendar-day.js';
import { startServer, type RunningServer } from './support/server.js';

const root = path.resolve(import.meta.dirname, '..');
const BACKUP_ENTRY = path.join(root, 'apps/server/dist/scripts/backup.js');

const running: RunningServer[] = [];
afterEach(async () => {
  // A process already killed has a signalCode and no exitCode: nothing to stop.
  const alive = running
    .splice(0)
    .filter((server) => server.process.exitCode === null && server.process.signalCode === null);
  await Promise.all(alive.map((server) => server.stop('SIGKILL')));
});

async function start(options: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  const server = await startServer(options);
  running.push(server);
  return server;
}

/** Resolves once `check()` is true; polls on the event loop (no fixed sleep decides a result). */
async function until(check: () => boolean | Promise<boolean>, what: string, limit = 2000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

function quickMeal(n: number) {
  return {
    date: deviceToday(),
    meals: [{ name: `Fault meal ${n}`, calories: 400 + (n % 7), protein: 20, carbs: 40, fat: 10 }],
  };
}

async function postMeal(baseUrl: string, token: string, n: number): Promise<Response> {
  return fetch(`${baseUrl}/api/nutrition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone': 'UTC' },
    body: JSON.stringify(quickMeal(n)),
  });
}

type Writers = {
  acked: Set<string>;
  started: () => number;
  statuses: number[];
  failures: string[];
  stop(): Promise<void>;
};

/**
 * `count` clients, each posting quick meals one after another as one of `users` until stopped, until the
 * connection fails, or after `maxEach` writes. Records the id of every 2xx answer.
 */
function startWriters(baseUrl: string, users: CreatedUser[], count: number, maxEach = 400): Writers {
  const acked = new Set<string>();
  const statuses: number[] = [];
  const failures: string[] = [];
  let started = 0;
  let stopped = false;
  const loops = Array.from({ length: count }, async (_, i) => {
    const user = users[i % users.length]!;
    for (let n = 0; n < maxEach && !stopped; n++) {
      started++;
      try {
        const response = await postMeal(baseUrl, user.token, n);
        statuses.push(response.status);
        const body = (await response.json()) as { _id?: string };
        if (response.ok && body._id) acked.add(body._id);
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
        return;
      }
    }
  });
  return {
    acked,
    started: () => started,
    statuses,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

function nutritionIds(databaseFile: string): { ids: Set<string>; integrity: string } {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const ids = new Set(
      (db.prepare('select id from nutrition_entries').all() as Array<{ id: string }>).map((r) => r.id),
    );
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((r) => r.integrity_check)
      .join('; ');
    return { ids, integrity };
  } finally {
    db.close();
  }
}

async function listMeals(baseUrl: string, token: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/nutrition?limit=500`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ _id: string }>).map((entry) => entry._id);
}

describe('faults on SQLite', () => {
  it('keeps every acknowledged write when killed with SIGKILL under 20 writers, and the file stays intact', async () => {
    const server = await start();
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(server.baseUrl)));
    const writers = startWriters(server.baseUrl, users, 20);
    await until(() => writers.acked.size >= 150, '150 acknowledged writes');

    expect(await server.stop('SIGKILL')).toBeNull(); // killed, not exited
    await writers.stop();
    const acked = new Set(writers.acked);
    expect(writers.failures.length).toBeGreaterThan(0); // the kill really cut writes short
    expect(writers.statuses.every((status) => status === 201)).toBe(true);

    // Restart on the same data: every write that was answered 201 is served again.
    const again = await start({ dataDir: server.dataDir });
    const served = new Set(
      (await Promise.all(users.map((user) => listMeals(again.baseUrl, user.token)))).flat(),
    );
    const missing = [...acked].filter((id) => !served.has(id));
    expect(missing).toEqual([]);
    // At most the writes in flight at the kill (one per writer) went in without an answer.
    expect(served.size).toBeGreaterThanOrEqual(acked.size);
    expect(served.size).toBeLessThanOrEqual(acked.size + 20);
    expect(await again.stop('SIGTERM')).toBe(0);

    const { ids, integrity } = nutritionIds(path.join(server.dataDir, 'momentum.sqlite'));
    expect(integrity).toBe('ok');
    expect([...acked].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('finishes the requests in flight on SIGTERM and exits with code 0', async () => {
    const server = await start();
    const user = await createUser(server.baseUrl);
    // Big entries (20 meals of 50 items, ~150 KB each): the body is still on its way when SIGTERM arrives.
    const items = Array.from({ length: 50 }, (_, i) => ({
      name: `Item ${i} ${'x'.repeat(60)}`,
      calories: 10,
      macros: { protein: 1, carbs: 1, fats: 1 },
    }));
    const body = JSON.stringify({
      date: deviceToday(),
      meals: Array.from({ length: 20 }, () => ({ type: 'lunch', items })),
    });
    const half = Math.floor(body.length / 2);
    const requests = Array.from({ length: 8 }, () => {
      let continued!: () => void;
      const headersSeen = new Promise<void>((resolve) => (continued = resolve));
      const request = http.request(`${server.baseUrl}/api/nutrition`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${user.token}`,
          // The server answers "100 Continue" once it has read the request's headers: proof it is in flight.
          expect: '100-continue',
        },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.on('continue', () => {
        request.write(body.slice(0, half));
        continued();
      });
      return { request, headersSeen, answer };
    });
    await Promise.all(requests.map((r) => r.headersSeen));

    const exit = server.stop('SIGTERM');
    // The rest of every body goes out after the signal.
    for (const r of requests) r.request.end(body.slice(half));
    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 201));
    expect(await exit).toBe(0); // the server's own deadline (10 s) would exit with 1

    const { ids, integrity } = nutritionIds(path.join(server.dataDir, 'momentum.sqlite'));
    expect(integrity).toBe('ok');
    for (const a of answers) expect(ids.has((JSON.parse(a.text) as { _id: string })._id)).toBe(true);
  });

  it('backs up a consistent copy while writes go on, and the copy restores into a working app', async () => {
    const server = await start();
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(server.baseUrl)));
    const writers = startWriters(server.baseUrl, users, 5);
    await until(() => writers.acked.size >= 50, '50 acknowledged writes');

    const before = new Set(writers.acked); // committed before the backup began: the lower bound
    const out = path.join(server.dataDir, 'backups', 'during-writes.sqlite');
    const result = await runBackup(['--out', out], { DATA_DIR: server.dataDir });
    const upper = writers.started(); // every write begun before the copy finished: the upper bound
    await writers.stop();
    expect(result.code, result.output).toBe(0);
    expect(JSON.parse(result.output.trim().split('\n').at(-1)!)).toMatchObject({
      backup: out,
      integrity: 'ok',
    });
    expect(writers.acked.size).toBeGreaterThan(before.size); // writes did go on around the backup
    await server.stop('SIGTERM');

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-restore-'));
    const restore = await runBackup(['--restore', out], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    const restored = await start({ dataDir: restoredDir });

    const login = await fetch(`${restored.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: users[0]!.email, password: users[0]!.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(await listMeals(restored.baseUrl, token)).toBeInstanceOf(Array);

    const served = new Set(
      (await Promise.all(users.map((user) => listMeals(restored.baseUrl, user.token)))).flat(),
    );
    expect([...before].filter((id) => !served.has(id))).toEqual([]);
    expect(served.size).toBeGreaterThanOrEqual(before.size);
    expect(served.size).toBeLessThanOrEqual(upper);
    // The restored app takes writes again.
    expect((await postMeal(restored.baseUrl, token, 1)).status).toBe(201);
  });
});

function runBackup(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BACKUP_ENTRY, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// ------------------------------------------------------------------------------------------- PostgreSQL

async function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const pgUrl =
  process.env.TEST_DATABASE_URL ||
  ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);

/** A TCP proxy in front of PostgreSQL that the test can cut (refuse and drop connections) and restore. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(port, '127.0.0.1', () => resolve()),
    );
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** The database goes away: new connections are refused, open ones drop. */
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const pgSuite = pgUrl
  ? 'faults on PostgreSQL'
  : 'faults on PostgreSQL: skipped, no TEST_DATABASE_URL is set and nothing answers on 127.0.0.1:5432';
describe.skipIf(!pgUrl)(pgSuite, () => {
  it('answers 503 while the database connection is cut and recovers without a restart', async () => {
    const target = new URL(pgUrl!);
    const schema = `faults_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const proxy = await startProxy(target);
    try {
      const url = new URL(target.toString());
      url.host = `127.0.0.1:${proxy.port}`;
      url.searchParams.set('options', `-c search_path=${schema}`);
      const server = await start({ env: { DATABASE_URL: url.toString() } });
      const users = await Promise.all(Array.from({ length: 3 }, () => createUser(server.baseUrl)));
      expect((await postMeal(server.baseUrl, users[0]!.token, 0)).status).toBe(201);

      // Readers and writers keep going through the cut and the recovery.
      const statuses: number[] = [];
      const failures: string[] = [];
      let stop = false;
      const loops = Array.from({ length: 6 }, async (_, i) => {
        const user = users[i % users.length]!;
        for (let n = 0; n < 5000 && !stop; n++) {
          try {
            const response =
              i % 2 === 0
                ? await postMeal(server.baseUrl, user.token, n)
                : await fetch(`${server.baseUrl}/api/user/summary/workouts?week=current`, {
                    headers: { authorization: `Bearer ${user.token}` },
                  });
            statuses.push(response.status);
            const text = await response.text();
            if (response.status === 503)
              expect(JSON.parse(text)).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
              });
          } catch (error) {
            failures.push(String((error as Error).cause ?? error));
          }
        }
      });
      await until(() => statuses.length >= 30, 'traffic before the cut');

      await proxy.cut();
      await until(
        async () => (await fetch(`${server.baseUrl}/api/ready`)).status === 503,
        '/api/ready to answer 503',
      );
      const seenBefore = statuses.length;
      await until(
        () => statuses.slice(seenBefore).filter((s) => s === 503).length >= 20,
        '20 answers of 503 during the cut',
      );
      expect((await postMeal(server.baseUrl, users[0]!.token, 1)).status).toBe(503);
      expect(server.process.exitCode).toBeNull();

      await proxy.restore();
      await until(
        async () => (await fetch(`${server.baseUrl}/api/ready`)).status === 200,
        '/api/ready to answer 200 again',
        1500,
      );
      const afterRestore = statuses.length;
      await until(
        () => statuses.slice(afterRestore).filter((s) => s === 201).length >= 10,
        'writes to succeed again',
        1500,
      );
      stop = true;
      await Promise.all(loops);

      expect(failures).toEqual([]); // no connection ever failed: the process stayed up
      expect(server.process.exitCode).toBeNull();
      expect([...new Set(statuses)].sort()).toEqual(expect.arrayContaining([200, 201, 503]));
      expect(statuses.filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
      expect(await listMeals(server.baseUrl, users[0]!.token)).toBeInstanceOf(Array);
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await proxy.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
