/*
 * Two or more server builds side by side on one machine that will not sit still: each build's server runs on the
 * same seeded database (SQLite, or a new PostgreSQL schema when DATABASE_URL is set), and short bursts of the same load go to each in turn, round after round, so a
 * busy moment slows every build alike. Prints each build's median and best rate per round. On this two-core
 * machine a single run's rate moves by a quarter with the moment; the medians of alternating bursts do not.
 *
 *   node bench/compare-builds.mjs [--load revalidated|dashboard|afterWrite|health] [--rounds N]
 *     [--burst S] [--users N] [--days N] <dist/main.js> <other dist/main.js> ...
 *
 * The database holds 100 users with 30 days of history unless told (`--users 300 --days 1095` is closer to
 * `npm run bench`'s people, whose years have earned them most achievements); up to 100 of them make the load.
 *
 * A build to compare against is a copy of apps/server/dist kept beside it (so its imports resolve), e.g.
 * `cp -r apps/server/dist apps/server/dist-before` before a change, then `npm run build -w apps/server`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { log } from './log.mjs';
import { count, positive } from './options.mjs';
import { runToEnd } from './processes.mjs';
import { freshDatabase, startApiServer } from './provision.mjs';
import { QUICK_MEAL_PATH, quickMealBody } from './quick-meal.mjs';
import { seed, signIn, touchDashboards } from './seed.mjs';
import { median } from './stats.mjs';

const { values, positionals: entries } = parseArgs({
  options: {
    load: { type: 'string', default: 'revalidated' },
    rounds: { type: 'string', default: '10' },
    burst: { type: 'string', default: '1.5' },
    users: { type: 'string', default: '100' },
    days: { type: 'string', default: '30' },
  },
  allowPositionals: true,
});
const rounds = count(values, 'rounds');
const burstSeconds = positive(values, 'burst');
const seeded = count(values, 'users');
const days = count(values, 'days');
if (entries.length < 2) throw new Error('name at least two builds (their dist/main.js)');

const DASHBOARD = '/api/dashboard';

/** The autocannon steps of one visit of `load`, each visit as one user picked at random. */
function visitOf(load, users) {
  const asUser = (context) => ({ authorization: `Bearer ${context.user.token}`, 'x-timezone': 'UTC' });
  const pickUser = (context) => {
    context.user = users[Math.floor(Math.random() * users.length)];
  };
  const read = (withTag) => ({
    setupRequest(request, context) {
      if (load !== 'afterWrite') pickUser(context);
      const headers = asUser(context);
      if (withTag) headers['if-none-match'] = context.user.tag;
      return { ...request, method: 'GET', path: DASHBOARD, headers, body: undefined };
    },
  });
  switch (load) {
    case 'health':
      return [
        { setupRequest: (request) => ({ ...request, method: 'GET', path: '/api/health', headers: {} }) },
      ];
    case 'dashboard':
      return [read(false)];
    case 'revalidated':
      return [read(true)];
    case 'afterWrite':
      return [
        {
          setupRequest(request, context) {
            pickUser(context);
            const headers = { ...asUser(context), 'content-type': 'application/json' };
            return {
              ...request,
              method: 'POST',
              path: QUICK_MEAL_PATH,
              headers,
              body: quickMealBody(),
            };
          },
        },
        read(false),
      ];
    default:
      throw new Error(`unknown --load ${load}`);
  }
}
// An unknown --load fails here, before anything is seeded.
visitOf(values.load, []);

/**
 * The CPU time a process has used, in microseconds (Linux /proc; undefined elsewhere). Work per visit holds on a
 * machine whose speed moves from one minute to the next, where visits per second do not.
 */
function cpuMicrosOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which may itself hold ') '; utime and stime are then the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // USER_HZ, 100 on Linux everywhere this runs (getconf CLK_TCK).
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-compare-'));

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await freshDatabase('compare', { workDir, databaseUrl });
  await seed(database, { users: seeded, days }, databaseUrl ? 'postgres' : 'sqlite');
  const servers = [];
  for (const entry of entries)
    servers.push(await startApiServer(database, { workDir, entry: path.resolve(entry) }));
  const users = await signIn(servers[0].baseUrl, seeded, 100);
  // Twice on each server: the first reads settle what a seeded history has not had computed yet.
  for (const server of servers) for (let i = 0; i < 2; i++) await touchDashboards(server.baseUrl, users);
  for (const user of users) {
    const response = await fetch(`${servers[0].baseUrl}${DASHBOARD}`, {
      headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
    });
    user.tag = response.headers.get('etag');
    await response.arrayBuffer();
  }
  const visit = visitOf(values.load, users);
  const rates = servers.map(() => []);
  const cpuPerVisit = servers.map(() => []);
  for (let round = 0; round < rounds; round++) {
    // Each round starts with the next build: the first burst of a round ran measurably slower (about 7% more CPU
    // per visit in runs of one build against a copy of itself), and a fixed order gave that to the first build.
    for (let turn = 0; turn < servers.length; turn++) {
      const i = (round + turn) % servers.length;
      const server = servers[i];
      const cpuBefore = cpuMicrosOf(server.pid);
      const result = await autocannon({
        url: server.baseUrl,
        connections: 50,
        duration: burstSeconds,
        requests: visit,
      });
      const visits = result.requests.total / visit.length;
      rates[i].push(visits / burstSeconds);
      const cpuAfter = cpuMicrosOf(server.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined)
        cpuPerVisit[i].push((cpuAfter - cpuBefore) / visits);
    }
    log(`round ${round + 1}/${rounds}: ${rates.map((r) => Math.round(r.at(-1))).join(' / ')} visits/s`);
  }
  const base = median(rates[0]);
  const cpuBase = cpuPerVisit[0].length > 0 ? median(cpuPerVisit[0]) : undefined;
  for (const [i, entry] of entries.entries()) {
    const m = median(rates[i]);
    const cpu = cpuBase === undefined ? '' : median(cpuPerVisit[i]);
    const cpuText =
      cpuBase === undefined
        ? ''
        : `; server CPU per visit ${Math.round(cpu)} us (${(cpu / cpuBase).toFixed(2)} x)`;
    process.stdout.write(
      `${values.load} ${entry}: median ${Math.round(m)} visits/s (${(m / base).toFixed(2)} x the first), best ${Math.round(Math.max(...rates[i]))}${cpuText}\n`,
    );
  }
  await database.drop();
}

await runToEnd(main, () => fs.rmSync(workDir, { recursive: true, force: true }));
