// The load phases. Each drives a server from separate processes (bench/load.mjs, autocannon) and returns the
// figures: hello-world baselines, the dashboard mix on one database size, then writes and a sustained mixed
// load with the server's memory sampled. `run` is the bench's `{ workDir, settings, dialect, databaseUrl, keep }`.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { log } from './log.mjs';
import { lastJsonLine, runNode, startProcess } from './processes.mjs';
import { freshDatabase, startApp } from './provision.mjs';
import { DASHBOARD_PATHS, seed, signIn, touchDashboards } from './seed.mjs';

/** One load run in its own process (config: see bench/load.mjs); resolves with its figures. */
export async function load(run, config) {
  const file = path.join(run.workDir, `load-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return lastJsonLine(await runNode(path.join(root, 'bench/load.mjs'), [file]));
}

function rssMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A bare node:http and a bare Fastify hello-world, 50 connections each: what every other figure is set against. */
export async function baselines(run) {
  const baseline = {};
  for (const [name, script] of [
    ['node:http', 'bench/hello-node.mjs'],
    ['fastify', 'bench/hello-fastify.mjs'],
  ]) {
    const server = await startProcess(path.join(root, script), {}, '/', name);
    try {
      const config = { kind: 'get', url: server.baseUrl, connections: 50 };
      await load(run, { ...config, duration: run.settings.warmup });
      baseline[name] = await load(run, { ...config, duration: run.settings.duration });
      log(`${name} hello-world: ${baseline[name].rps} req/s, p99 ${baseline[name].p99} ms`);
    } finally {
      await server.stop();
    }
  }
  return baseline;
}

/**
 * A fresh database of `size`, seeded, served, and the dashboard mix measured on it; `extra` measures more on the
 * same server before it stops (the writes and the sustained load run on the large database).
 */
export async function measureSize(run, label, size, extra) {
  const database = await freshDatabase(label, run);
  try {
    const seeded = await seed(database, size, run.dialect);
    const server = await startApp(database, run);
    try {
      log(`signing in ${Math.min(run.settings.loginUsers, size.users)} users...`);
      const users = await signIn(server.baseUrl, size.users, run.settings.loginUsers);
      await touchDashboards(server.baseUrl, users);
      const mixConfig = { kind: 'mix', url: server.baseUrl, connections: 50, paths: DASHBOARD_PATHS, users };
      await load(run, { ...mixConfig, duration: run.settings.warmup });
      const mix = await load(run, { ...mixConfig, duration: run.settings.duration });
      log(
        `${label} dashboard mix: ${mix.rps} req/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, non-2xx ${mix.non2xx}, errors ${mix.errors}`,
      );
      const out = { seeded, users: users.length, mix };
      if (extra) Object.assign(out, await extra(run, { server, database, users }));
      return out;
    } finally {
      const code = await server.stop();
      if (code !== 0) log(`server exited with ${code}: ${server.stderr()}`);
    }
  } finally {
    await database.drop();
  }
}

/** Writes counted against the rows stored, then 200 connections of reads and writes with RSS sampled every 5 s. */
export async function writesAndSustained(run, { server, database, users }) {
  const { settings } = run;
  const before = await database.countWrites();
  const writes = await load(run, {
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
    sustained = await load(run, {
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
