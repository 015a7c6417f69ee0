/*
 * Per-request timings of the dashboard visit for ONE client, one request at a time, against the production
 * server (issue 14). Throughput under 50 connections depends on what else the machine runs; a lone client's
 * p50 mostly measures the server's own work per request, so two builds can be compared on a shared machine:
 *
 *   node bench/dashboard-visit-single.mjs [--users N] [--days N] [--rounds N] [--server path/to/dist/main.js]
 *
 * Seeds a fresh SQLite database (or a PostgreSQL schema with DATABASE_URL) as bench/dashboard-visit.mjs does,
 * starts the server (this tree's apps/server/dist/main.js unless --server names another build), signs in
 * `--users` users and times, cycling through them:
 *
 *   - a quick meal (POST /api/nutrition, the bench's write), alone
 *   - GET /api/dashboard right after that write (no kept answer can answer it), alone
 *   - the new visit after a write: the quick meal then GET /api/dashboard
 *   - the old visit after a write: the quick meal then the 14 spec calls
 *   - GET /api/dashboard with the data unchanged, and revalidated with If-None-Match (304)
 *
 * Prints p50 and p90 in milliseconds per kind and, on Linux, the server process's CPU time per round (user and
 * system, from /proc, including any untimed write of the round): on a busy machine a request waits for a CPU, so
 * its wall time says little, while the CPU it used still measures its work. Then the figures as one JSON line.
 * Speeds are printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { log } from './log.mjs';
import { count } from './options.mjs';
import { runToEnd } from './processes.mjs';
import { freshDatabase, SERVER_ENTRY, startApiServer } from './provision.mjs';
import { QUICK_MEAL_PATH, quickMealBody } from './quick-meal.mjs';
import { DASHBOARD_PATHS, seed, signIn } from './seed.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    days: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '300' },
    server: { type: 'string', default: SERVER_ENTRY },
  },
});
const settings = {
  users: count(values, 'users'),
  days: count(values, 'days'),
  rounds: count(values, 'rounds'),
  signedIn: 20,
};
const serverEntry = path.resolve(values.server);
const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-dashboard-single-'));
const print = (line) => process.stdout.write(`${line}\n`);
const DASHBOARD = '/api/dashboard';

function client(baseUrl) {
  const headersOf = (user) => ({ authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' });
  return {
    async get(user, url, extra = {}) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { ...headersOf(user), ...extra } });
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    /** The benches' quick meal (quick-meal.mjs). */
    async write(user) {
      const response = await fetch(`${baseUrl}${QUICK_MEAL_PATH}`, {
        method: 'POST',
        headers: { ...headersOf(user), 'content-type': 'application/json' },
        body: quickMealBody(),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`POST ${QUICK_MEAL_PATH} answered ${response.status}`);
    },
  };
}

/** CPU milliseconds process `pid` has used (Linux); undefined elsewhere. */
function cpuMsOf(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => Math.round(value * 1000) / 1000;

/**
 * `rounds` timings of `timed` (after `untimed`, when given), each for the next user in turn, and the server's CPU
 * time per round (`cpu()` read before and after them).
 */
async function time(users, rounds, cpu, timed, untimed) {
  const samples = [];
  const warmUp = Math.min(30, rounds);
  let cpuAtStart;
  for (let i = 0; i < rounds + warmUp; i++) {
    const user = users[i % users.length];
    if (i === warmUp) cpuAtStart = cpu();
    if (untimed) await untimed(user);
    const start = performance.now();
    await timed(user);
    if (i >= warmUp) samples.push(performance.now() - start);
  }
  const cpuAtEnd = cpu();
  samples.sort((a, b) => a - b);
  const serverCpu =
    cpuAtStart === undefined || cpuAtEnd === undefined ? null : (cpuAtEnd - cpuAtStart) / rounds;
  return {
    p50: ms(percentile(samples, 0.5)),
    p90: ms(percentile(samples, 0.9)),
    serverCpu: serverCpu && ms(serverCpu),
  };
}

async function main() {
  const database = await freshDatabase('single', { workDir, databaseUrl });
  try {
    await seed(database, settings, databaseUrl ? 'postgres' : 'sqlite');
    const server = await startApiServer(database, { workDir, entry: serverEntry });
    try {
      const users = await signIn(server.baseUrl, settings.users, settings.signedIn);
      const api = client(server.baseUrl);
      // Settle what a seeded history has not had computed yet (see collectTags in dashboard-visit.mjs).
      for (const user of users) for (let i = 0; i < 2; i++) await api.get(user, DASHBOARD);
      const { rounds } = settings;
      const cpu = () => cpuMsOf(server.pid);
      const dashboard = (user) => api.get(user, DASHBOARD);
      const oldVisit = async (user) => {
        for (const url of DASHBOARD_PATHS) await api.get(user, url);
      };
      const figures = {
        write: await time(users, rounds, cpu, api.write),
        dashboardAfterWrite: await time(users, rounds, cpu, dashboard, api.write),
        newVisitAfterWrite: await time(users, rounds, cpu, async (user) => {
          await api.write(user);
          await dashboard(user);
        }),
        oldVisitAfterWrite: await time(users, Math.ceil(rounds / 4), cpu, async (user) => {
          await api.write(user);
          await oldVisit(user);
        }),
        dashboardUnchanged: await time(users, rounds, cpu, dashboard),
      };
      for (const user of users) user.tag = (await dashboard(user)).headers.get('etag');
      figures.revalidated304 = await time(users, rounds, cpu, async (user) => {
        const response = await api.get(user, DASHBOARD, { 'if-none-match': user.tag });
        if (response.status !== 304) throw new Error(`revalidation answered ${response.status}`);
      });
      log(`server ${path.relative(process.cwd(), serverEntry)}, load average ${os.loadavg()[0].toFixed(2)}`);
      print('| one client, one request at a time | p50 ms | p90 ms | server CPU ms per round |');
      print('|---|---:|---:|---:|');
      for (const [name, { p50, p90, serverCpu }] of Object.entries(figures))
        print(`| ${name} | ${p50} | ${p90} | ${serverCpu ?? '—'} |`);
      print(JSON.stringify({ settings, server: serverEntry, figures }));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

await runToEnd(main, () => fs.rmSync(workDir, { recursive: true, force: true }));
