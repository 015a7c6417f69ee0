/*
 * Where a dashboard request's time goes: the production server under `node --cpu-prof`, driven by autocannon
 * (bench/dashboard-visit-load.mjs) with one kind of load per server run, then each profile summed by function
 * and by kind of work (the share of all sampled time, idle excluded). Shares, unlike requests per second, hold
 * on a busy machine.
 *
 *   node bench/dashboard-visit-profile.mjs [--users N] [--days N] [--duration S] [--top N] [--keep-profiles DIR]
 *     [--only dashboard,revalidated,spec,afterWrite]
 *
 * Needs a build (apps/server/dist). Prints a table per kind of load and one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/lib.mjs';
import { log } from './log.mjs';
import { count, positive } from './options.mjs';
import { killAll, lastJsonLine, runNode } from './processes.mjs';
import { freshDatabase, startApiServer } from './provision.mjs';
import { DASHBOARD_PATHS, seed, signIn } from './seed.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    days: { type: 'string' },
    duration: { type: 'string' },
    top: { type: 'string' },
    only: { type: 'string', default: 'dashboard,revalidated,spec,afterWrite' },
    'keep-profiles': { type: 'string' },
  },
});
const settings = {
  users: count(values, 'users', 100),
  days: count(values, 'days', 30),
  duration: positive(values, 'duration', 5),
  signedIn: 100,
  connections: 50,
};
const top = count(values, 'top', 25);
const only = values.only.split(',');
const keepDir = values['keep-profiles'];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-dashboard-profile-'));
const print = (line) => process.stdout.write(`${line}\n`);
const DASHBOARD = '/api/dashboard';

/**
 * Loaded into the server (NODE_OPTIONS=--import, where --cpu-prof is not allowed): the first SIGUSR2 starts the
 * CPU profiler, the second writes $PROFILE_DIR/load.cpuprofile.
 */
const preload = path.join(workDir, 'profile-on-signal.mjs');
fs.writeFileSync(
  preload,
  `import fs from 'node:fs';
import inspector from 'node:inspector';
const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')));
    return;
  }
  session.post('Profiler.stop', (error, { profile }) => {
    fs.mkdirSync(process.env.PROFILE_DIR, { recursive: true });
    fs.writeFileSync(process.env.PROFILE_DIR + '/load.cpuprofile.tmp', JSON.stringify(profile));
    fs.renameSync(process.env.PROFILE_DIR + '/load.cpuprofile.tmp', process.env.PROFILE_DIR + '/load.cpuprofile');
  });
});
`,
);

const LOADS = {
  dashboard: { visit: [{ path: DASHBOARD }] },
  revalidated: { visit: [{ path: DASHBOARD }], ifNoneMatch: true },
  spec: { visit: DASHBOARD_PATHS.map((p) => ({ path: p })) },
  afterWrite: { visit: [{ write: true }, { path: DASHBOARD }] },
};

/** Kinds of work, by where the sampled function lives (first match wins). */
const KINDS = [
  ['idle/gc', (n) => ['(idle)', '(garbage collector)', '(program)'].includes(n.callFrame.functionName)],
  ['sqlite (native)', (n) => /better-sqlite3/.test(n.callFrame.url)],
  ['kysely', (n) => /node_modules\/kysely/.test(n.callFrame.url)],
  ['zod', (n) => /node_modules\/zod/.test(n.callFrame.url)],
  [
    'fastify',
    (n) => /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio)/.test(n.callFrame.url),
  ],
  ['pino', (n) => /node_modules\/pino/.test(n.callFrame.url)],
  ['other deps', (n) => /node_modules/.test(n.callFrame.url)],
  ['app', (n) => /apps\/server\/dist|packages\/shared/.test(n.callFrame.url)],
  ['node internals', (n) => /^node:/.test(n.callFrame.url)],
  ['native/other', () => true],
];

function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  }
  const idle = (n) => ['(idle)', '(program)'].includes(n.callFrame.functionName);
  const parentOf = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  // The profiler's own work (the inspector session that starts and stops it) is not the server's.
  const profilerOwn = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at))
      if (/node:inspector|profile-on-signal/.test(byId.get(at).callFrame.url)) return true;
    return false;
  };
  let busy = 0;
  const byFunction = new Map();
  const byKind = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    if (idle(n) || profilerOwn(id)) continue;
    busy += us;
    const f = n.callFrame;
    const where = f.url
      ? `${f.url.replace(/^file:\/\//, '').replace(root + '/', '')}:${f.lineNumber + 1}`
      : '';
    const name = `${f.functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const kind = KINDS.find(([, test]) => test(n))[0];
    byKind.set(kind, (byKind.get(kind) ?? 0) + us);
  }
  // Inclusive time of the app's own functions: each sample counts once for every distinct one on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map();
  const labelOf = (n) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.replace(/^file:\/\//, '').replace(root + '/', '')}:${f.lineNumber + 1}`;
  };
  for (const [id, us] of self) {
    if (idle(byId.get(id)) || profilerOwn(id)) continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!/apps\/server\/dist|packages\/shared\/dist/.test(n.callFrame.url)) continue;
      seen.add(labelOf(n));
    }
    for (const label of seen) inclusive.set(label, (inclusive.get(label) ?? 0) + us);
  }
  const share = (us) => Math.round((us / busy) * 1000) / 10;
  return {
    inclusive: [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, share(us)]),
    busyMs: Math.round(busy / 1000),
    kinds: [...byKind].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, share(us)]),
    functions: [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, share(us)]),
  };
}

async function profileOne(name, load) {
  const database = await freshDatabase(`profile-${name}`, { workDir });
  await seed(database, settings, 'sqlite');
  const profileDir = path.join(workDir, `cpu-${name}`);
  const server = await startApiServer(database, {
    workDir,
    env: { NODE_OPTIONS: `--import=${preload}`, PROFILE_DIR: profileDir },
  });
  let result;
  try {
    const users = await signIn(server.baseUrl, settings.users, settings.signedIn);
    for (const user of users) {
      for (let round = 0; round < 2; round++) {
        const response = await fetch(`${server.baseUrl}${DASHBOARD}`, {
          headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
        });
        await response.arrayBuffer();
        user.tags = { [DASHBOARD]: response.headers.get('etag') };
      }
    }
    const file = path.join(workDir, `load-${name}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({
        url: server.baseUrl,
        users,
        connections: settings.connections,
        duration: settings.duration,
        ...load,
      }),
    );
    // Only the load is profiled: the server's start, the logins and the first loads are not.
    process.kill(server.pid, 'SIGUSR2');
    result = lastJsonLine(await runNode(path.join(root, 'bench/dashboard-visit-load.mjs'), [file]));
    process.kill(server.pid, 'SIGUSR2');
    const deadline = Date.now() + 30_000;
    while (!fs.existsSync(path.join(profileDir, 'load.cpuprofile')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await server.stop();
    await database.drop();
  }
  const profileFile = 'load.cpuprofile';
  if (keepDir) {
    fs.mkdirSync(keepDir, { recursive: true });
    fs.copyFileSync(path.join(profileDir, profileFile), path.join(keepDir, `${name}.cpuprofile`));
  }
  const summary = summarise(JSON.parse(fs.readFileSync(path.join(profileDir, profileFile), 'utf8')));
  return { load: result, ...summary };
}

const out = { loadAvg: os.loadavg().map((l) => +l.toFixed(2)), runs: {} };
try {
  for (const name of only) {
    log(
      `profiling ${name} (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    const run = await profileOne(name, LOADS[name]);
    out.runs[name] = run;
    print(
      `\n## ${name}: ${Math.round(run.load.rps)} req/s, p99 ${run.load.p99} ms, ${run.busyMs} ms busy sampled`,
    );
    print(`kinds: ${run.kinds.map(([k, s]) => `${k} ${s}%`).join(', ')}`);
    print('self time:');
    for (const [fn, s] of run.functions) print(`  ${String(s).padStart(5)}%  ${fn}`);
    print("inclusive time of the app's functions:");
    for (const [fn, s] of run.inclusive) print(`  ${String(s).padStart(5)}%  ${fn}`);
  }
} finally {
  killAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}
print(JSON.stringify(out));
