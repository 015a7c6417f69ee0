/*
 * Issue 14's dashboard figures against a running production server, each as a ratio to a Fastify hello-world
 * measured in the same run, printed beside the targets:
 *
 *   - dashboard loads/s: the old visit (the 14 spec calls one after another) and the new one (GET /api/dashboard)
 *   - the same when every load follows a write by that user (a quick meal), so nothing kept can answer it
 *   - the new visit revalidating with If-None-Match (304)
 *   - p99 of GET /api/dashboard at 50 connections
 *   - the spec dashboard calls per request
 *
 *   node bench/dashboard-visit.mjs [--skip-build] [--users N] [--days N] [--duration S] [--signed-in N] [--keep]
 *
 * Builds shared and server (unless --skip-build), seeds a fresh database with `npm run seed`'s script (SQLite
 * in a temporary DATA_DIR, or a new PostgreSQL schema when DATABASE_URL is set), starts apps/server/dist/main.js
 * as `npm start` would, and drives it from separate processes (bench/dashboard-visit-load.mjs). Prints a table
 * and the figures as one JSON line. Speeds are printed, never asserted. Standalone on purpose: it does not
 * touch scripts/bench.mjs, which may call it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, runOrExit } from '../scripts/lib.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
};
const databaseUrl = process.env.DATABASE_URL || undefined;
const dialect = databaseUrl ? 'postgres' : 'sqlite';
const settings = {
  users: option('--users', 5000),
  days: option('--days', 1095),
  duration: option('--duration', 15),
  warmup: 3,
  signedIn: option('--signed-in', 200),
  connections: 50,
};
const PASSWORD = 'bench password 1';
const EMAIL_DOMAIN = 'bench.local';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-dashboard-bench-'));
const children = new Set();
/** Output of a command-line tool (the lint rule against console is for the app's code). */
const print = (line) => process.stdout.write(`${line}\n`);
const log = (message) => print(`[dashboard bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The dashboard's 14 spec calls (issue 14), as the web app made them before GET /api/dashboard. */
const SPEC_CALLS = [
  '/api/auth/profile',
  '/api/auth/summary',
  '/api/activity/streak',
  '/api/user/streak/personal-record',
  '/api/user/summary/calories?week=current',
  '/api/user/summary/workouts?week=current',
  '/api/user/weight/latest',
  '/api/user/activity/recent?limit=5',
  '/api/user/goals/workouts',
  '/api/user/goals/calories',
  '/api/user/goals/calories-intake',
  '/api/user/goals/protein',
  '/api/user/schedule/week',
  '/api/workouts/templates',
];
const DASHBOARD = '/api/dashboard';

// ---------------------------------------------------------------------------------------------- processes

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function runNode(script, scriptArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.relative(root, script)} exited with ${code}:\n${err || out}`));
    });
  });
}

const lastJsonLine = (text) => JSON.parse(text.trim().split('\n').filter(Boolean).at(-1));

async function startProcess(script, env, readyPath, what) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not answer ${readyPath}\n${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        children.delete(child);
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function load(config) {
  const file = path.join(workDir, `load-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return lastJsonLine(await runNode(path.join(root, 'bench/dashboard-visit-load.mjs'), [file]));
}

/** A warm-up, then the measured run. */
async function measure(url, visit, users, extra = {}) {
  const config = { url, visit, users, connections: settings.connections, ...extra };
  await load({ ...config, duration: settings.warmup });
  return load({ ...config, duration: settings.duration });
}

// ----------------------------------------------------------------------------------------------- database

async function freshDatabase() {
  if (!databaseUrl) {
    const dataDir = path.join(workDir, 'data');
    fs.mkdirSync(dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const { default: pg } = await import('pg');
  const schema = `bench_dashboard_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      if (flag('--keep')) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function signIn(baseUrl) {
  const n = Math.min(settings.signedIn, settings.users);
  const indexes = Array.from({ length: n }, (_, i) => 1 + Math.floor((i * settings.users) / n));
  const users = [];
  for (let i = 0; i < indexes.length; i += 4) {
    users.push(
      ...(await Promise.all(
        indexes.slice(i, i + 4).map(async (index) => {
          const response = await fetch(`${baseUrl}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `user${index}@${EMAIL_DOMAIN}`, password: PASSWORD }),
          });
          if (!response.ok) throw new Error(`login of user${index}: ${response.status}`);
          return { token: (await response.json()).token, tags: {} };
        }),
      )),
    );
  }
  return users;
}

/** Loads every path once per user (settling long histories' streak summaries) and keeps each answer's tag. */
async function collectTags(baseUrl, users) {
  for (const user of users) {
    for (const p of [DASHBOARD, ...SPEC_CALLS]) {
      const response = await fetch(`${baseUrl}${p}`, {
        headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
      });
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      await response.arrayBuffer();
      user.tags[p] = response.headers.get('etag');
    }
  }
}

// ------------------------------------------------------------------------------------------------- run

const ratio = (value, base) => Math.round((value / base) * 10000) / 10000;
const verdict = (met) => (met ? 'met' : '**missed**');

async function main() {
  if (!flag('--skip-build')) {
    runOrExit('npm', ['run', 'build', '-w', 'packages/shared']);
    runOrExit('npm', ['run', 'build', '-w', 'apps/server']);
  }
  const figures = {
    startedAt: new Date().toISOString(),
    dialect,
    settings,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAvg: os.loadavg().map((l) => +l.toFixed(2)),
    },
  };

  const hello = await startProcess(path.join(root, 'bench/hello-fastify.mjs'), {}, '/', 'hello-world');
  try {
    figures.hello = await measure(hello.baseUrl, [{ path: '/' }], [{ token: 'none' }]);
  } finally {
    await hello.stop();
  }
  const helloRps = figures.hello.rps;
  log(`Fastify hello-world: ${Math.round(helloRps)} req/s`);

  const database = await freshDatabase();
  try {
    log(`seeding ${settings.users} users x ${settings.days} days (${dialect})...`);
    const seeded = lastJsonLine(
      await runNode(
        path.join(root, 'apps/server/dist/scripts/seed.js'),
        [
          '--users',
          String(settings.users),
          '--days',
          String(settings.days),
          '--password',
          PASSWORD,
          '--email-domain',
          EMAIL_DOMAIN,
          '--quiet',
        ],
        database.env,
      ),
    );
    figures.seeded = seeded;
    log(`seeded ${seeded.rows.toLocaleString('en')} rows in ${seeded.seconds} s`);
    const server = await startProcess(
      path.join(root, 'apps/server/dist/main.js'),
      { ...database.env, WEB_DIST: path.join(workDir, 'no-web'), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      '/api/ready',
      'server',
    );
    try {
      const users = await signIn(server.baseUrl);
      await collectTags(server.baseUrl, users);
      log(`signed in ${users.length} users`);
      const url = server.baseUrl;
      const oldVisit = SPEC_CALLS.map((p) => ({ path: p }));
      const newVisit = [{ path: DASHBOARD }];
      const write = { write: true };
      const runs = {
        oldUnchanged: await measure(url, oldVisit, users),
        newUnchanged: await measure(url, newVisit, users),
        // Before the writes below, which move every tag collected.
        newRevalidated: await measure(url, newVisit, users, { ifNoneMatch: true }),
        oldAfterWrite: await measure(url, [write, ...oldVisit], users),
        newAfterWrite: await measure(url, [write, ...newVisit], users),
      };
      figures.runs = runs;
      for (const [name, run] of Object.entries(runs)) {
        log(
          `${name}: ${run.visitsPerSecond.toFixed(0)} loads/s, p99 ${run.p99} ms, 200 ${run.ok200}, 304 ${run.notModified}, other ${run.other}, errors ${run.errors}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }

  const r = figures.runs;
  const rows = [
    ['dashboard loads/s, data unchanged (full 200s)', r.oldUnchanged, r.newUnchanged, 0.25],
    ['the same, each load after a write by that user', r.oldAfterWrite, r.newAfterWrite, 0.05],
    ['the same with If-None-Match (304)', undefined, r.newRevalidated, 0.4],
  ];
  print(
    `\nDashboard visit, ${dialect}, ${settings.users} users x ${settings.days} days, ${settings.connections} connections, ${settings.duration} s each; Fastify hello-world ${Math.round(helloRps)} req/s\n`,
  );
  print('| measure | 14 calls: loads/s | ÷ hello | one call: loads/s | ÷ hello | target | |');
  print('|---|---:|---:|---:|---:|---|---|');
  for (const [label, old, now, target] of rows) {
    const oldCells = old
      ? `${old.visitsPerSecond.toFixed(0)} | ${ratio(old.visitsPerSecond, helloRps)}`
      : '— | —';
    const value = ratio(now.visitsPerSecond, helloRps);
    print(
      `| ${label} | ${oldCells} | ${now.visitsPerSecond.toFixed(0)} | ${value} | ≥ ${target} | ${verdict(value >= target)} |`,
    );
  }
  const p99 = r.newUnchanged.p99;
  print(`| p99 of GET /api/dashboard, 50 connections | | | ${p99} ms | | < 20 ms | ${verdict(p99 < 20)} |`);
  const perRequest = ratio(r.oldUnchanged.rps, helloRps);
  print(
    `| spec dashboard calls, req/s ÷ hello | ${Math.round(r.oldUnchanged.rps)} | ${perRequest} | | | ≥ 0.2 | ${verdict(perRequest >= 0.2)} |`,
  );
  const failures = Object.values(r).reduce((n, run) => n + run.other + run.errors + run.timeouts, 0);
  print(`\nanswers other than 200/201/304, errors and timeouts over all runs: ${failures}`);
  print(
    `the after-write figures count the write's time too: each load is a POST /api/nutrition then the reads`,
  );
  print(JSON.stringify(figures));
}

const cleanUp = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  await main();
} finally {
  cleanUp();
  fs.rmSync(workDir, { recursive: true, force: true });
}
