// `npm run bench -- --cluster` (issue 20): the dashboard (GET /api/dashboard, 50 connections) through nginx with
// 1, 2 and 3 instances on one PostgreSQL, and one instance without nginx to show nginx's own overhead. The
// instances, nginx, PostgreSQL and the load generator share this machine's cores, so a third instance is expected
// to add little; the table says what it measured.
import { startCluster } from '../scripts/cluster-lib.mjs';
import { log } from './log.mjs';
import { load } from './measure.mjs';
import { freshDatabase, startApp } from './provision.mjs';
import { seed, signIn, touchDashboards } from './seed.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const SIZE = { users: 1000, days: 365 };
const QUICK_SIZE = { users: 100, days: 30 };

async function measure(run, url, users) {
  const config = { kind: 'mix', url, connections: 50, paths: ['/api/dashboard'], users };
  await load(run, { ...config, duration: run.settings.warmup });
  return load(run, { ...config, duration: run.settings.duration });
}

const row = (setup, figures, against) =>
  `${setup.padEnd(28)} ${String(figures.rps).padStart(8)} ${String(figures.p99).padStart(8)} ${String(
    figures.non2xx + figures.errors,
  ).padStart(7)} ${against ? `${(figures.rps / against.rps).toFixed(2)}x`.padStart(9) : ''}`;

/** Resolves with the figures of each setup; prints them as a table. */
export async function clusterBench(run, { quick }) {
  const databaseUrl = run.databaseUrl ?? DEFAULT_DATABASE_URL;
  const database = await freshDatabase('cluster', { ...run, databaseUrl });
  const results = {};
  try {
    const size = quick ? QUICK_SIZE : SIZE;
    await seed(database, size, 'postgres');

    // One instance on its own port: the reference, and the users' tokens.
    const direct = await startApp(database, run);
    let users;
    try {
      users = await signIn(direct.baseUrl, size.users, run.settings.loginUsers);
      await touchDashboards(direct.baseUrl, users);
      results.direct = await measure(run, direct.baseUrl, users);
      log(`1 instance, no nginx: ${results.direct.rps} req/s, p99 ${results.direct.p99} ms`);
    } finally {
      await direct.stop();
    }

    for (const instances of [1, 2, 3]) {
      const cluster = await startCluster({
        databaseUrl: database.env.DATABASE_URL,
        instances,
        port: 0,
        env: { NODE_ENV: 'production' },
      });
      try {
        results[`nginx${instances}`] = await measure(run, cluster.url, users);
        const figures = results[`nginx${instances}`];
        log(`${instances} behind nginx: ${figures.rps} req/s, p99 ${figures.p99} ms`);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.drop();
  }

  console.log(
    `\nDashboard through nginx on one PostgreSQL (50 connections, ${run.settings.duration} s each)`,
  );
  console.log(
    `${'setup'.padEnd(28)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)} ${'vs 1'.padStart(9)}`,
  );
  console.log(row('1 instance, no nginx', results.direct));
  for (const instances of [1, 2, 3])
    console.log(row(`${instances} instance(s) behind nginx`, results[`nginx${instances}`], results.nginx1));
  const overhead = 1 - results.nginx1.rps / results.direct.rps;
  console.log(
    `nginx's own overhead: ${(overhead * 100).toFixed(0)} % of one instance's throughput, p99 ${results.direct.p99} -> ${results.nginx1.p99} ms`,
  );
  return results;
}
