/*
 * Instructions per request, counted, not timed: each build's production server runs under valgrind's callgrind
 * on a copy of one seeded SQLite database, one request at a time over one connection; after a warm-up (the JIT
 * has compiled what the load runs) callgrind counts the main thread's instructions over `--count` requests.
 * A count does not move with the machine's moment, so two builds that differ by 2% can be told apart on a busy
 * machine where their request rates cannot (bench/compare-builds.mjs spreads by about ±9% here).
 *
 *   node bench/instructions.mjs [--load revalidated|dashboard|afterWrite|write|health] [--warm N] [--count N]
 *     [--users N] [--days N] <dist/main.js> [<other dist/main.js> ...]
 *
 * Loads: `revalidated` (the dashboard with its tag: 304), `dashboard` (200, data unchanged), `afterWrite` (a quick
 * meal, then the dashboard: one visit), `write` (the quick meal alone: afterWrite less it is the dashboard after a
 * write), `health`.
 *
 * What it leaves out: the kernel (sockets, file locks) and the WAL checkpointer's thread, whose work follows the
 * clock (every 50 ms), not the requests. V8 runs with --single-threaded, so it compiles on the main thread, where
 * a server compiles on other threads: each count is printed with the instructions outside V8's compilers and the
 * share the compilers took. Compare builds by the former when the latter is more than a few percent (the writes
 * after 2,000 visits of warm-up still spent 30 to 47% of their count compiling; after 6,000, 5%).
 *
 * One more: now and then a whole run of a build counts about a quarter more, most of it V8 redefining object
 * literals with computed keys in Node's internals (nextTick); run a build twice and take the lower count when two
 * runs disagree.
 *
 * The database is SQLite whatever DATABASE_URL says; the load is made by up to 100 of its people. Each build's
 * tokens are signed as its server starts and last 15 minutes: a longer --warm and --count ends in a 401.
 *
 * Needs valgrind (Debian's package); needs a build of each (npm run build -w apps/server).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { log } from './log.mjs';
import { count } from './options.mjs';
import { runToEnd } from './processes.mjs';
import { freshDatabase, startApiServer } from './provision.mjs';
import { QUICK_MEAL_PATH, quickMealBody } from './quick-meal.mjs';
import { seed } from './seed.mjs';

const { values, positionals: entries } = parseArgs({
  options: {
    load: { type: 'string', default: 'revalidated' },
    warm: { type: 'string' },
    count: { type: 'string' },
    users: { type: 'string' },
    days: { type: 'string' },
  },
  allowPositionals: true,
});
const LOADS = ['revalidated', 'dashboard', 'afterWrite', 'write', 'health'];
if (!LOADS.includes(values.load)) throw new Error(`--load is one of ${LOADS.join(', ')}`);
if (entries.length === 0) throw new Error('name at least one build (its dist/main.js)');
const writes = values.load === 'afterWrite' || values.load === 'write';
const warm = count(values, 'warm', 6000);
const measured = count(values, 'count', writes ? 500 : 2000);
const size = { users: count(values, 'users', 100), days: count(values, 'days', 365) };
try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  throw new Error('valgrind is missing: apt-get install -y valgrind');
}

const DASHBOARD = '/api/dashboard';
const SECRET = 'instructions-bench-secret-'.padEnd(48, 'x');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-instructions-'));

/** One keep-alive connection, one request at a time: the same requests in the same order for every build. */
function client(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  return (method, url, headers = {}, body = undefined) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: hostname, port, method, path: url, headers, agent },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** The requests of one step of the load, as `user`; throws on an answer the load does not expect. */
async function step(send, user) {
  const expect = (response, status, what) => {
    if (response.status !== status) throw new Error(`${what} answered ${response.status}, not ${status}`);
  };
  switch (values.load) {
    case 'health':
      return expect(await send('GET', '/api/health'), 200, 'health');
    case 'revalidated':
      return expect(
        await send('GET', DASHBOARD, { ...user.headers, 'if-none-match': user.tag }),
        304,
        'the dashboard with its tag',
      );
    case 'dashboard':
      return expect(await send('GET', DASHBOARD, user.headers), 200, 'the dashboard');
    case 'write':
    case 'afterWrite': {
      const body = quickMealBody();
      const headers = { ...user.headers, 'content-type': 'application/json' };
      expect(await send('POST', QUICK_MEAL_PATH, headers, body), 201, 'the quick meal');
      if (values.load === 'write') return;
      return expect(await send('GET', DASHBOARD, user.headers), 200, 'the dashboard after it');
    }
  }
}

/**
 * V8's compilers (bytecode, Sparkplug, Maglev, TurboFan) and parser, by the C++ names of their functions. With
 * --single-threaded they compile on the main thread, so a warm-up too short for the load leaves the JIT's work
 * in the count: a server compiles on other threads, and a count that is half compiling says little about a request.
 */
const COMPILING =
  /v8::internal::(compiler|maglev|baseline|interpreter|turboshaft)::|v8::internal::(Compiler|Parser|ParserBase|PreParser|Scanner|BytecodeGenerator|Pipeline[A-Za-z]*|OptimizingCompileDispatcher)\b/;

/**
 * The self cost of the compilers in one callgrind file: its `fn=` lines name the function the cost lines below
 * them are of, as (id) name the first time an id appears (in a `fn=` or a `cfn=` line) and (id) after; a `calls=` line's next line is the callee's inclusive cost, not
 * the function's own, and is skipped.
 */
function compilingCost(text) {
  const names = new Map();
  let compiling = false;
  let skipNext = false;
  let cost = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('fn=') || line.startsWith('cfn=')) {
      const [, called, id, name] = /^(c?)fn=\((\d+)\)(?: (.*))?$/.exec(line) ?? [];
      if (name !== undefined) names.set(id, name);
      if (!called) compiling = COMPILING.test(names.get(id) ?? '');
    } else if (line.startsWith('calls=')) {
      skipNext = true;
    } else if (/^[0-9+*-]/.test(line)) {
      if (skipNext) skipNext = false;
      else if (compiling) cost += Number(line.split(' ')[1] ?? 0);
    }
  }
  return cost;
}

/**
 * The instructions callgrind counted on the main thread (its file ends in -01), the share of them in V8's
 * compilers, and those on all threads.
 */
function countedInstructions(outFile) {
  const totals = {};
  let compiling = 0;
  for (const name of fs.readdirSync(path.dirname(outFile))) {
    if (!name.startsWith(path.basename(outFile))) continue;
    const text = fs.readFileSync(path.join(path.dirname(outFile), name), 'utf8');
    totals[name] = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? /^summary: (\d+)/m.exec(text)?.[1] ?? 0);
    if (name.endsWith('-01')) compiling = compilingCost(text);
  }
  const main = Object.entries(totals).find(([name]) => name.endsWith('-01'))?.[1] ?? 0;
  return { main, compiling, all: Object.values(totals).reduce((a, b) => a + b, 0) };
}

async function measure(entry, seeded) {
  const label = path.basename(path.dirname(path.resolve(entry)));
  const dataDir = path.join(workDir, `data-${label}-${Date.now()}`);
  fs.cpSync(seeded.env.DATA_DIR, dataDir, { recursive: true });
  const outFile = path.join(dataDir, 'callgrind.out');
  const under = [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${outFile}`,
  ];
  const server = await startApiServer(
    { env: { DATA_DIR: dataDir } },
    {
      workDir,
      entry: path.resolve(entry),
      env: { JWT_SECRET: SECRET, DATABASE_URL: '' },
      processOptions: { under, nodeArgs: ['--single-threaded', '--random-seed=7'], startSeconds: 600 },
    },
  );
  // The server's HOST (startProcess) names valgrind's control pipe, so callgrind_control needs the same.
  const control = (on) =>
    execFileSync('callgrind_control', ['-i', on ? 'on' : 'off', String(server.pid)], {
      env: { ...process.env, HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
  const send = client(server.baseUrl);
  const { signAccessToken } = await import(
    pathToFileURL(path.join(path.dirname(path.resolve(entry)), 'modules/auth/access-token.js')).href
  );
  const users = seeded.userIds.map((id) => ({
    headers: {
      authorization: `Bearer ${signAccessToken(Buffer.from(SECRET), id)}`,
      'x-timezone': 'UTC',
    },
  }));
  for (const user of users) {
    const first = await send('GET', DASHBOARD, user.headers);
    if (first.status !== 200) throw new Error(`the dashboard answered ${first.status}: ${first.body}`);
    user.tag = first.headers.etag;
  }
  let next = 0;
  const oneStep = () => step(send, users[next++ % users.length]);
  for (let i = 0; i < warm; i++) await oneStep();
  control(true);
  for (let i = 0; i < measured; i++) await oneStep();
  control(false);
  await server.stop();
  const counted = countedInstructions(outFile);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (counted.main === 0)
    throw new Error(`callgrind counted nothing for ${entry} (was the count switched on?)`);
  return {
    label,
    entry,
    main: Math.round(counted.main / measured),
    compiling: Math.round(counted.compiling / measured),
    all: Math.round(counted.all / measured),
  };
}

async function main() {
  const database = await freshDatabase('seeded', { workDir });
  await seed(database, size, 'sqlite');
  const { default: Database } = await import('better-sqlite3');
  const file = new Database(path.join(database.env.DATA_DIR, 'momentum.sqlite'), { readonly: true });
  const userIds = file
    .prepare('select id from users order by id limit 100')
    .all()
    .map((row) => row.id);
  file.close();
  const results = [];
  for (const entry of entries) {
    log(`${values.load}: ${entry} under callgrind (${warm} to warm up, ${measured} counted)...`);
    const result = await measure(entry, { ...database, userIds });
    const first = results[0];
    const ratio = first ? ` (${(result.main / first.main).toFixed(3)} x the first)` : '';
    const outside = result.main - result.compiling;
    const outsideRatio = first
      ? ` (${(outside / (first.main - first.compiling)).toFixed(3)} x the first)`
      : '';
    log(
      `${result.label}: ${result.main.toLocaleString('en')} instructions per ${writes ? 'visit' : 'request'} on the main thread${ratio}; ` +
        `${outside.toLocaleString('en')} outside V8's compilers${outsideRatio}, which took ${((100 * result.compiling) / result.main).toFixed(1)}%`,
    );
    results.push(result);
  }
  console.log(JSON.stringify({ load: values.load, warm, counted: measured, size, results }));
}

await runToEnd(main, () => fs.rmSync(workDir, { recursive: true, force: true }));
