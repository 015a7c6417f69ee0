// Only the bench's write figure (what `npm run bench` reports as "writes"), without the 8-minute rest: seeds a
// database once into --keep-dir (reused by later runs, so a before and an after measure the same history), serves
// a copy of it with the current build (apps/server/dist), signs users in, loads their dashboards once, and sends
// the bench's write load (bench/load.mjs kind 'writes'). Prints one JSON line with the figures and the load
// average. SQLite only.
//
//   node bench/writes-only.mjs --keep-dir /tmp/bench-writes [--users 300] [--days 365] [--amount 2000]
//                              [--server path/to/main.js]   (another build's server, e.g. a copy of the previous one)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { log } from './log.mjs';
import { load } from './measure.mjs';
import { killAll, startProcess } from './processes.mjs';
import { freshDatabase, SERVER_ENTRY, WEB_DIST } from './provision.mjs';
import { seed, signIn, touchDashboards } from './seed.mjs';

/** User plus system CPU time a process has used so far (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const { values } = parseArgs({
  options: {
    'keep-dir': { type: 'string' },
    users: { type: 'string', default: '300' },
    days: { type: 'string', default: '365' },
    amount: { type: 'string', default: '2000' },
    'login-users': { type: 'string', default: '50' },
    server: { type: 'string' },
  },
});
if (!values['keep-dir']) throw new Error('--keep-dir is required');
const size = { users: Number(values.users), days: Number(values.days) };
const seeded = path.resolve(values['keep-dir'], `seeded-${size.users}x${size.days}`);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
const run = { workDir, keep: false };

try {
  if (!fs.existsSync(path.join(seeded, 'momentum.sqlite'))) {
    const database = await freshDatabase('seed', { ...run, keep: true });
    await seed(database, size, 'sqlite');
    fs.mkdirSync(path.dirname(seeded), { recursive: true });
    fs.cpSync(path.join(workDir, 'seed'), seeded, { recursive: true });
  }
  const database = await freshDatabase('large', run);
  fs.cpSync(seeded, path.join(workDir, 'large'), { recursive: true });
  const entry = path.resolve(values.server ?? SERVER_ENTRY);
  const server = await startProcess(
    entry,
    { ...database.env, WEB_DIST, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', NODE_ENV: 'production' },
    '/api/ready',
    'server',
  );
  try {
    const users = await signIn(server.baseUrl, size.users, Number(values['login-users']));
    await touchDashboards(server.baseUrl, users);
    const before = await database.countWrites();
    const loadBefore = os.loadavg();
    const cpuBefore = cpuMs(server.pid);
    const writes = await load(run, {
      kind: 'writes',
      url: server.baseUrl,
      connections: 50,
      amount: Number(values.amount),
      users,
    });
    // The server's own CPU time per stored write: what a write costs, whatever else the machine is running.
    writes.serverCpuMsPerWrite = +((cpuMs(server.pid) - cpuBefore) / Number(values.amount)).toFixed(2);
    writes.storedRows = (await database.countWrites()) - before;
    log(
      `writes: ${writes.rps} req/s, p99 ${writes.p99} ms, 2xx ${writes.ok2xx}, stored ${writes.storedRows}`,
    );
    const fixed = (list) => list.map((n) => n.toFixed(2));
    process.stdout.write(
      `${JSON.stringify({ ...writes, loadavgBefore: fixed(loadBefore), loadavgAfter: fixed(os.loadavg()) })}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  killAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}
