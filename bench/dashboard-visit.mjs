/*
 * Issue 14's dashboard figures against a running production server, each as a ratio to a Fastify hello-world
 * measured beside it, printed beside the issue's targets:
 *
 *   - dashboard loads/s: the old visit (the 14 spec calls one after another) and the new one (GET /api/dashboard)
 *   - the same when every load follows a write by that user (a quick meal), so no kept answer can answer it
 *   - the new visit revalidating with If-None-Match (304)
 *   - p99 of GET /api/dashboard at 50 connections
 *   - the spec dashboard calls per request
 *   - beside them, the garbage collector's pauses per 1,000 loads of each kind of visit (bench/gc-pauses.mjs)
 *
 *   node bench/dashboard-visit.mjs [--skip-build] [--users N] [--days N] [--duration S] [--signed-in N] [--keep]
 *
 * Builds shared and server (unless --skip-build), seeds a fresh database with `npm run seed`'s script (SQLite
 * in a temporary DATA_DIR, or a new PostgreSQL schema when DATABASE_URL is set), starts apps/server/dist/main.js
 * as `npm start` would, and drives it from separate processes (bench/dashboard-visit-load.mjs). Prints a table
 * and the figures as one JSON line. Speeds are printed, never asserted. Standalone on purpose: it does not
 * touch scripts/bench.mjs, which may call it.
 *
 * This machine's speed moves by half from one minute to the next (the host's other tenants), so a hello-world
 * measured minutes away from a measure says little about it. Each measure is therefore taken in three bursts
 * (`settings.bursts`), each between two bursts of the hello-world, and a burst's ratio divides by the faster of the two around it (so
 * a slow moment of the hello-world never flatters it); the measure's ratio is the median of its bursts'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root, runOrExit } from '../scripts/lib.mjs';
import { log } from './log.mjs';
import { count, positive } from './options.mjs';
import { lastJsonLine, runNode, runToEnd, startProcess } from './processes.mjs';
import { freshDatabase, startApiServer } from './provision.mjs';
import { DASHBOARD_PATHS, seed, signIn } from './seed.mjs';
import { median } from './stats.mjs';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    users: { type: 'string' },
    days: { type: 'string' },
    duration: { type: 'string' },
    'signed-in': { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const dialect = databaseUrl ? 'postgres' : 'sqlite';
const settings = {
  users: count(values, 'users', 5000),
  days: count(values, 'days', 1095),
  duration: positive(values, 'duration', 15),
  bursts: 3,
  warmup: 3,
  signedIn: count(values, 'signed-in', 200),
  connections: 50,
};
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-dashboard-bench-'));
/** Output of a command-line tool (the lint rule against console is for the app's code). */
const print = (line) => process.stdout.write(`${line}\n`);

/** The dashboard's 14 spec calls (issue 14), as the web app made them before GET /api/dashboard. */
const SPEC_CALLS = DASHBOARD_PATHS;
const DASHBOARD = '/api/dashboard';

async function load(config) {
  const file = path.join(workDir, `load-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return lastJsonLine(await runNode(path.join(root, 'bench/dashboard-visit-load.mjs'), [file]));
}

const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);

/**
 * The hello-world the ratios divide by, kept running beside the server: `burst()` measures it once more. Every
 * burst is kept (`bursts`), and the last one can open the next measure.
 */
async function startHello() {
  const server = await startProcess(path.join(root, 'bench/hello-fastify.mjs'), {}, '/', 'hello-world');
  const config = {
    url: server.baseUrl,
    visit: [{ path: '/' }],
    users: [{}],
    connections: settings.connections,
  };
  await load({ ...config, duration: settings.warmup });
  const bursts = [];
  return {
    bursts,
    async burst() {
      const run = await load({ ...config, duration: settings.duration / settings.bursts });
      bursts.push(run);
      return run;
    },
    stop: () => server.stop(),
  };
}

/**
 * A warm-up, then `settings.bursts` bursts of the visit, each followed by a burst of the hello-world. A burst's
 * ratios (visits and requests per second ÷ hello) divide by the faster hello-world of the two around it; the
 * measure's figures are the medians of its bursts' (the answer counts, the sums).
 */
async function measure(hello, server, visit, users, extra = {}) {
  const config = { url: server.url, visit, users, connections: settings.connections, ...extra };
  await load({ ...config, duration: settings.warmup });
  let before = hello.bursts.at(-1) ?? (await hello.burst());
  const bursts = [];
  for (let i = 0; i < settings.bursts; i++) {
    const gcBefore = server.gcPauses();
    const run = await load({ ...config, duration: settings.duration / settings.bursts });
    // The server sits idle through the hello-world's burst, so its file then holds every pause of this burst
    // (and of a collection V8 makes once the burst has stopped allocating).
    const after = await hello.burst();
    const gc = pausesBetween(gcBefore, server.gcPauses());
    bursts.push({ ...run, helloRps: Math.max(before.rps, after.rps), gc });
    before = after;
  }
  return {
    visitsPerSecond: median(bursts.map((run) => run.visitsPerSecond)),
    rps: median(bursts.map((run) => run.rps)),
    visitsRatio: median(bursts.map((run) => run.visitsPerSecond / run.helloRps)),
    requestsRatio: median(bursts.map((run) => run.rps / run.helloRps)),
    p99: median(bursts.map((run) => run.p99)),
    ok200: sum(bursts, 'ok200'),
    notModified: sum(bursts, 'notModified'),
    other: sum(bursts, 'other'),
    errors: sum(bursts, 'errors'),
    timeouts: sum(bursts, 'timeouts'),
    gcPer1000: pausesPer1000(bursts),
    bursts,
  };
}

/** The server's pause totals by kind (bench/gc-pauses.mjs), as its file holds them now. */
function gcPausesIn(file) {
  return () => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
}

/** Each kind's pauses between two readings of the totals. */
function pausesBetween(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([kind, { count, ms }]) => [
      kind,
      { count: count - (before[kind]?.count ?? 0), ms: ms - (before[kind]?.ms ?? 0) },
    ]),
  );
}

/** Over all bursts: the pauses' milliseconds per 1,000 loads, all kinds and the major collections alone. */
function pausesPer1000(bursts) {
  const per1000 = (ms) => (ms / sum(bursts, 'visits')) * 1000;
  const kinds = bursts.flatMap((run) => Object.values(run.gc));
  const majors = bursts.map((run) => run.gc.major ?? { count: 0, ms: 0 });
  return {
    all: per1000(sum(kinds, 'ms')),
    major: per1000(sum(majors, 'ms')),
    majorCollections: sum(majors, 'count'),
  };
}

/**
 * Loads every path twice per user and keeps the second answers' tags. The first reads settle what a seeded history
 * has not had computed yet (the streak's summary, the achievements its data earns, which are stored and move the
 * data version): a tag taken then is stale at once.
 */
async function collectTags(baseUrl, users) {
  for (const user of users) {
    user.tags = {};
    for (const p of [DASHBOARD, ...SPEC_CALLS, DASHBOARD, ...SPEC_CALLS]) {
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

const rounded = (value) => Math.round(value * 10000) / 10000;
const verdict = (met) => (met ? 'met' : '**missed**');

async function main() {
  if (!values['skip-build']) {
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

  const hello = await startHello();
  const database = await freshDatabase('dashboard', { workDir, databaseUrl, keep: values.keep });
  try {
    figures.seeded = await seed(database, settings, dialect);
    const gcFile = path.join(workDir, 'gc-pauses.json');
    const server = await startApiServer(database, {
      workDir,
      env: {
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, 'bench/gc-pauses.mjs')).href}`,
        GC_PAUSES_FILE: gcFile,
      },
    });
    try {
      const users = await signIn(server.baseUrl, settings.users, settings.signedIn);
      await collectTags(server.baseUrl, users);
      log(`signed in ${users.length} users`);
      const target = { url: server.baseUrl, gcPauses: gcPausesIn(gcFile) };
      const oldVisit = SPEC_CALLS.map((p) => ({ path: p }));
      const newVisit = [{ path: DASHBOARD }];
      const write = { write: true };
      const runs = {};
      const run = async (name, ...args) => {
        runs[name] = await measure(hello, target, ...args);
        const { visitsPerSecond, visitsRatio, p99, ok200, notModified, other, errors } = runs[name];
        log(
          `${name}: ${visitsPerSecond.toFixed(0)} loads/s (${rounded(visitsRatio)} x hello), p99 ${p99} ms, 200 ${ok200}, 304 ${notModified}, other ${other}, errors ${errors}`,
        );
      };
      await run('oldUnchanged', oldVisit, users);
      await run('newUnchanged', newVisit, users);
      // Before the writes below, which move every tag collected.
      await run('newRevalidated', newVisit, users, { ifNoneMatch: true });
      await run('oldAfterWrite', [write, ...oldVisit], users);
      await run('newAfterWrite', [write, ...newVisit], users);
      figures.runs = runs;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await hello.stop();
  }
  const helloRates = hello.bursts.map((burst) => burst.rps);
  figures.hello = { bursts: helloRates, median: median(helloRates) };

  const r = figures.runs;
  const rows = [
    ['dashboard loads/s, data unchanged (full 200s)', r.oldUnchanged, r.newUnchanged, 0.25],
    ['the same, each load after a write by that user', r.oldAfterWrite, r.newAfterWrite, 0.05],
    ['the same with If-None-Match (304)', undefined, r.newRevalidated, 0.4],
  ];
  print(
    `\nDashboard visit, ${dialect}, ${settings.users} users x ${settings.days} days, ${settings.connections} connections, ${settings.duration} s each in ${settings.bursts} bursts; Fastify hello-world between them ${Math.round(Math.min(...helloRates))}-${Math.round(Math.max(...helloRates))} req/s (median ${Math.round(figures.hello.median)}); each ratio is the median of its bursts' (÷ the faster hello-world beside each)\n`,
  );
  print('| measure | 14 calls: loads/s | ÷ hello | one call: loads/s | ÷ hello | target | |');
  print('|---|---:|---:|---:|---:|---|---|');
  for (const [label, old, now, target] of rows) {
    const oldCells = old ? `${old.visitsPerSecond.toFixed(0)} | ${rounded(old.visitsRatio)}` : '— | —';
    const value = rounded(now.visitsRatio);
    print(
      `| ${label} | ${oldCells} | ${now.visitsPerSecond.toFixed(0)} | ${value} | ≥ ${target} | ${verdict(value >= target)} |`,
    );
  }
  const p99 = r.newUnchanged.p99;
  const connections = `${settings.connections} connections`;
  print(`| p99 of GET /api/dashboard, ${connections} | | | ${p99} ms | | < 20 ms | ${verdict(p99 < 20)} |`);
  // Little's law: with every connection always waiting for an answer, the mean answer takes connections ÷ rate,
  // so on a slow moment that moment's rate sets the mean the p99 lies above, whatever the code does per request.
  const meanMs = (settings.connections / r.newUnchanged.visitsPerSecond) * 1000;
  print(
    `| mean answer time of that load, ${connections} ÷ loads/s | | | ${meanMs.toFixed(1)} ms | | (the p99 lies above it) | |`,
  );
  const perRequest = rounded(r.oldUnchanged.requestsRatio);
  print(
    `| spec dashboard calls, req/s ÷ hello | ${Math.round(r.oldUnchanged.rps)} | ${perRequest} | | | ≥ 0.2 | ${verdict(perRequest >= 0.2)} |`,
  );
  print(
    '\nGarbage collector pauses in the server, ms per 1,000 loads (all kinds; major collections alone, and their count):\n',
  );
  print('| load | all | major | major collections |');
  print('|---|---:|---:|---:|');
  for (const [name, label] of [
    ['newUnchanged', 'one call, data unchanged'],
    ['newRevalidated', 'one call, 304'],
    ['newAfterWrite', 'one call after a write'],
    ['oldUnchanged', '14 calls, data unchanged'],
  ]) {
    const { all, major, majorCollections } = r[name].gcPer1000;
    print(`| ${label} | ${all.toFixed(1)} | ${major.toFixed(1)} | ${majorCollections} |`);
  }
  const failures = Object.values(r).reduce((n, run) => n + run.other + run.errors + run.timeouts, 0);
  print(`\nanswers other than 200/201/304, errors and timeouts over all runs: ${failures}`);
  print(
    `the after-write figures count the write's time too: each load is a POST /api/nutrition then the reads`,
  );
  print(JSON.stringify(figures));
}

await runToEnd(main, () => fs.rmSync(workDir, { recursive: true, force: true }));
