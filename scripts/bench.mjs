// `npm run bench`: builds the production server and measures it from separate load-generating processes
// (bench/load.mjs runs autocannon), on fresh databases filled by `npm run seed`. Prints a table and writes the
// same figures as JSON to bench/results/. README "Benchmark" explains the figures and the targets.
//
//   npm run bench [-- --quick] [--skip-build] [--large-users N] [--large-days N] [--duration S]
//                 [--sustained S] [--no-lighthouse] [--keep]
// With DATABASE_URL set it measures PostgreSQL (each database size in a fresh schema, dropped afterwards).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstLoad } from '../bench/frontend.mjs';
import { build, root } from './lib.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
};
const quick = flag('--quick');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dialect = databaseUrl ? 'postgres' : 'sqlite';
// The largest history that seeds in under ~5 minutes here: ~60,000 rows/s into SQLite, ~25,000 into PostgreSQL.
const LARGE_USERS = quick ? 300 : dialect === 'sqlite' ? 5000 : 2000;
const settings = {
  duration: option('--duration', quick ? 5 : 20),
  warmup: quick ? 2 : 5,
  sustained: option('--sustained', quick ? 10 : 60),
  small: { users: 100, days: 30 },
  large: { users: option('--large-users', LARGE_USERS), days: option('--large-days', quick ? 365 : 1095) },
  loginUsers: quick ? 50 : 200,
  writes: quick ? 2000 : 10000,
  lighthouse: !flag('--no-lighthouse'),
};
const PASSWORD = 'bench password 1';
const EMAIL_DOMAIN = 'bench.local';
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const SEED_ENTRY = path.join(root, 'apps/server/dist/scripts/seed.js');
const WEB_DIST = path.join(root, 'apps/web/dist');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-bench-'));
const children = new Set();
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// The dashboard's calls (apps/web/src/features/dashboard/api and the shell's profile), one of them per request.
const DASHBOARD_PATHS = [
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

/** Runs a node script to its end; resolves with its stdout, rejects with its output when it fails. */
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

async function waitFor(url, child, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** Starts a server process; `stop()` ends it with SIGTERM and waits for its exit. */
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
  try {
    await waitFor(`${baseUrl}${readyPath}`, child, what);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    baseUrl,
    pid: child.pid,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        children.delete(child);
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

async function load(config) {
  const file = path.join(workDir, `load-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return lastJsonLine(await runNode(path.join(root, 'bench/load.mjs'), [file]));
}

function rssMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

// ----------------------------------------------------------------------------------------------- databases

/** A fresh database for one size: a DATA_DIR for SQLite, a new schema for PostgreSQL. */
async function freshDatabase(label) {
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
          return db
            .prepare(
              'select (select count(*) from workout_logs) + (select count(*) from nutrition_entries) as n',
            )
            .get().n;
        } finally {
          db.close();
        }
      },
      async drop() {
        if (!flag('--keep')) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { default: pg } = await import('pg');
  const schema = `bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label,
    env: { DATABASE_URL: url.toString() },
    async countWrites() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select (select count(*) from workout_logs) + (select count(*) from nutrition_entries) as n',
        );
        return Number(rows[0].n);
      } finally {
        await client.end();
      }
    },
    async drop() {
      if (flag('--keep')) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function seed(database, size) {
  log(`seeding ${size.users} users x ${size.days} days (${dialect})...`);
  const out = await runNode(
    SEED_ENTRY,
    [
      '--users',
      String(size.users),
      '--days',
      String(size.days),
      '--password',
      PASSWORD,
      '--email-domain',
      EMAIL_DOMAIN,
      '--quiet',
    ],
    database.env,
  );
  const result = lastJsonLine(out);
  log(
    `seeded ${result.rows.toLocaleString('en')} rows in ${result.seconds} s (${result.rowsPerSecond.toLocaleString('en')} rows/s)`,
  );
  return result;
}

async function startApp(database) {
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

async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]);
      }
    }),
  );
  return results;
}

/** Signs in `count` seeded users spread over the whole range (the login route, real argon2 checks). */
async function signIn(baseUrl, totalUsers, count) {
  const n = Math.min(count, totalUsers);
  const indexes = Array.from({ length: n }, (_, i) => 1 + Math.floor((i * totalUsers) / n));
  return mapLimit(indexes, 4, async (index) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `user${index}@${EMAIL_DOMAIN}`, password: PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`login of user${index} answered ${response.status}: ${await response.text()}`);
    const { token, refresh } = await response.json();
    const templates = await (
      await fetch(`${baseUrl}/api/workouts/templates`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    return { token, refresh, templateId: templates[0]?._id };
  });
}

/** Every signed-in user loads the dashboard once (the first load of a long history settles its streak summary). */
async function touchDashboards(baseUrl, users) {
  await mapLimit(users, 8, async (user) => {
    for (const p of DASHBOARD_PATHS) {
      const response = await fetch(`${baseUrl}${p}`, {
        headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
      });
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      await response.arrayBuffer();
    }
  });
}

// --------------------------------------------------------------------------------------------------- phases

const results = {
  startedAt: new Date().toISOString(),
  dialect,
  quick,
  settings,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAvgAtStart: os.loadavg().map((l) => +l.toFixed(2)),
  },
};

async function baselines() {
  for (const [name, script] of [
    ['node:http', 'bench/hello-node.mjs'],
    ['fastify', 'bench/hello-fastify.mjs'],
  ]) {
    const server = await startProcess(path.join(root, script), {}, '/', name);
    try {
      await load({ kind: 'get', url: server.baseUrl, connections: 50, duration: settings.warmup });
      results.baseline ??= {};
      results.baseline[name] = await load({
        kind: 'get',
        url: server.baseUrl,
        connections: 50,
        duration: settings.duration,
      });
      log(`${name} hello-world: ${results.baseline[name].rps} req/s, p99 ${results.baseline[name].p99} ms`);
    } finally {
      await server.stop();
    }
  }
}

async function measureSize(label, size, extra) {
  const database = await freshDatabase(label);
  try {
    const seeded = await seed(database, size);
    const server = await startApp(database);
    try {
      log(`signing in ${Math.min(settings.loginUsers, size.users)} users...`);
      const users = await signIn(server.baseUrl, size.users, settings.loginUsers);
      await touchDashboards(server.baseUrl, users);
      const mixConfig = { kind: 'mix', url: server.baseUrl, connections: 50, paths: DASHBOARD_PATHS, users };
      await load({ ...mixConfig, duration: settings.warmup });
      const mix = await load({ ...mixConfig, duration: settings.duration });
      log(
        `${label} dashboard mix: ${mix.rps} req/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, non-2xx ${mix.non2xx}, errors ${mix.errors}`,
      );
      const out = { seeded, users: users.length, mix };
      if (extra) Object.assign(out, await extra({ server, database, users }));
      return out;
    } finally {
      const code = await server.stop();
      if (code !== 0) log(`server exited with ${code}: ${server.stderr()}`);
    }
  } finally {
    await database.drop();
  }
}

async function writesAndSustained({ server, database, users }) {
  const before = await database.countWrites();
  const writes = await load({
    kind: 'writes',
    url: server.baseUrl,
    connections: 50,
    amount: settings.writes,
    users,
  });
  const after = await database.countWrites();
  writes.storedRows = after - before;
  writes.storedEquals2xx = writes.storedRows === writes.ok2xx;
  log(`writes: ${writes.rps} req/s, p99 ${writes.p99} ms, 2xx ${writes.ok2xx}, stored ${writes.storedRows}`);

  log(`sustained: 200 connections for ${settings.sustained} s of reads and writes...`);
  const rss = [{ t: 0, mb: rssMB(server.pid) }];
  const startedAt = Date.now();
  const sampler = setInterval(() => {
    try {
      rss.push({ t: Math.round((Date.now() - startedAt) / 1000), mb: rssMB(server.pid) });
    } catch {
      // the process is gone; the load run reports the errors
    }
  }, 5000);
  let sustained;
  try {
    sustained = await load({
      kind: 'mixed',
      writeShare: 0.2,
      url: server.baseUrl,
      connections: 200,
      duration: settings.sustained,
      users,
      paths: DASHBOARD_PATHS,
    });
  } finally {
    clearInterval(sampler);
  }
  rss.push({ t: Math.round((Date.now() - startedAt) / 1000), mb: rssMB(server.pid) });
  const mbs = rss.map((s) => s.mb);
  // "No steady growth": the last third of the run holds no more than the first third, give or take 20 %.
  const third = Math.max(1, Math.floor(mbs.length / 3));
  const early = Math.max(...mbs.slice(1, 1 + third));
  const late = Math.max(...mbs.slice(-third));
  sustained.rss = {
    samples: rss,
    startMB: mbs[0],
    endMB: mbs.at(-1),
    maxMB: Math.max(...mbs),
    lateOverEarly: +(late / early).toFixed(2),
  };
  log(
    `sustained: ${sustained.rps} req/s, p99 ${sustained.p99} ms, errors ${sustained.errors + sustained.timeouts + sustained.non2xx}, RSS ${mbs[0]} -> ${mbs.at(-1)} MB`,
  );
  return { writes, sustained };
}

async function lighthouseRun() {
  const database = await freshDatabase('lighthouse');
  try {
    await seed(database, { users: 5, days: 30 });
    const server = await startApp(database);
    try {
      const [user] = await signIn(server.baseUrl, 1, 1);
      const file = path.join(workDir, 'lighthouse.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          baseUrl: server.baseUrl,
          pages: [
            { name: '/login', path: '/login' },
            { name: '/ (signed in)', path: '/', session: { token: user.token, refresh: user.refresh } },
          ],
        }),
      );
      log('lighthouse (mobile) of /login and / ...');
      return lastJsonLine(await runNode(path.join(root, 'bench/lighthouse.mjs'), [file]));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

// --------------------------------------------------------------------------------------------------- report

const ratio = (a, b) => (b ? +(a / b).toFixed(2) : null);
const mark = (ok) => (ok === undefined || ok === null ? '' : ok ? 'met' : 'MISSED');

function report() {
  const fastify = results.baseline?.fastify;
  const node = results.baseline?.['node:http'];
  const rows = [];
  const row = (name, rps, p50, p99, errors, versus, target, ok) =>
    rows.push([name, rps ?? '', p50 ?? '', p99 ?? '', errors ?? '', versus ?? '', target ?? '', mark(ok)]);
  const errs = (r) => r.errors + r.timeouts + r.non2xx;
  if (node)
    row(
      'hello-world node:http (50 conn)',
      node.rps,
      node.p50,
      node.p99,
      errs(node),
      ratio(node.rps, fastify?.rps),
      '',
      null,
    );
  if (fastify)
    row(
      'hello-world Fastify (50 conn)',
      fastify.rps,
      fastify.p50,
      fastify.p99,
      errs(fastify),
      '1.00',
      '',
      null,
    );
  const targets = {};
  for (const [key, label] of [
    ['small', `dashboard mix, ${settings.small.users} users x ${settings.small.days} d`],
    ['large', `dashboard mix, ${settings.large.users} users x ${settings.large.days} d`],
  ]) {
    const m = results[key]?.mix;
    if (!m) continue;
    const ok = m.rps >= 0.5 * (fastify?.rps ?? Infinity) && m.p99 < 50 && errs(m) === 0;
    targets[`mix-${key}`] = ok;
    row(label, m.rps, m.p50, m.p99, errs(m), ratio(m.rps, fastify?.rps), '>=0.5x, p99<50, 0 err', ok);
  }
  if (results.small?.mix && results.large?.mix) {
    const growth = ratio(results.large.mix.p99, results.small.mix.p99);
    results.growthP99Ratio = growth;
    targets.growth = growth < 1.3;
    row('growth: p99 large / small', '', '', growth, '', '', '< 1.3', targets.growth);
  }
  const w = results.large?.writes;
  if (w) {
    targets.writes = w.storedEquals2xx && errs(w) === 0;
    row(
      `writes (50 conn, ${w.requests} req): stored ${w.storedRows} / 2xx ${w.ok2xx}`,
      w.rps,
      w.p50,
      w.p99,
      errs(w),
      ratio(w.rps, fastify?.rps),
      'stored = 2xx',
      targets.writes,
    );
  }
  const s = results.large?.sustained;
  if (s) {
    targets.sustained = errs(s) === 0 && s.rss.lateOverEarly <= 1.2;
    row(
      `sustained 200 conn ${settings.sustained}s, RSS ${s.rss.startMB}->${s.rss.endMB} MB (max ${s.rss.maxMB})`,
      s.rps,
      s.p50,
      s.p99,
      errs(s),
      ratio(s.rps, fastify?.rps),
      '0 err, no RSS growth',
      targets.sustained,
    );
  }
  const header = ['measure', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x Fastify', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(
    `\nMomentum bench — ${dialect}, ${os.cpus().length} CPUs, Node ${process.version}${quick ? ' (quick)' : ''}`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));

  if (results.frontend) {
    console.log('\nfront end (gzip, first load)   JS KB   CSS KB  target');
    for (const f of results.frontend) {
      const ok = f.route === 'dashboard' ? f.jsGzipKB < 150 : undefined;
      if (f.route === 'dashboard') targets.frontendJs = ok;
      console.log(
        `${`/${f.route === 'dashboard' ? '' : f.route} (${f.files} files)`.padEnd(30)} ${String(f.jsGzipKB).padStart(7)} ${String(f.cssGzipKB).padStart(7)}  ${f.route === 'dashboard' ? `JS < 150 KB ${mark(ok)}` : ''}`,
      );
    }
  }
  if (Array.isArray(results.lighthouse)) {
    console.log('\nLighthouse (mobile)            perf  a11y  best-practices  target');
    for (const l of results.lighthouse) {
      const ok = l.performance >= 95 && l.accessibility >= 95 && l.bestPractices >= 95;
      targets[`lighthouse ${l.name}`] = ok;
      console.log(
        `${l.name.padEnd(30)} ${String(l.performance).padStart(4)} ${String(l.accessibility).padStart(5)} ${String(l.bestPractices).padStart(15)}  >= 95 each ${mark(ok)}${ok ? '' : `  (below 0.9: ${l.failedAudits.join(', ')})`}`,
      );
    }
  } else if (results.lighthouse) console.log(`\nLighthouse: ${results.lighthouse}`);
  results.targets = targets;
  const seeded = results.large?.seeded;
  if (seeded)
    console.log(
      `\nseed of the large database: ${seeded.rows.toLocaleString('en')} rows in ${seeded.seconds} s (${seeded.rowsPerSecond.toLocaleString('en')} rows/s)`,
    );
  console.log(
    `load average at start ${results.machine.loadAvgAtStart.join(' ')}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

// ------------------------------------------------------------------------------------------------------ main

async function main() {
  const started = Date.now();
  if (!flag('--skip-build')) build();
  for (const file of [SERVER_ENTRY, SEED_ENTRY, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  }
  log(`${dialect}; work directory ${workDir}`);
  results.frontend = ['login', 'dashboard'].map((route) => firstLoad(WEB_DIST, route));
  await baselines();
  results.small = await measureSize('small', settings.small);
  results.large = await measureSize('large', settings.large, writesAndSustained);
  if (settings.lighthouse) {
    try {
      results.lighthouse = await lighthouseRun();
    } catch (error) {
      results.lighthouse = `not measured: ${error.message.split('\n')[0]}`;
    }
  }
  results.elapsedS = Math.round((Date.now() - started) / 1000);
  report();
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${dialect}-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nfigures written to ${path.relative(root, file)} (${results.elapsedS} s)`);
}

function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  if (!flag('--keep')) fs.rmSync(workDir, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

main()
  .catch((error) => {
    console.error(`\n✖ bench failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
