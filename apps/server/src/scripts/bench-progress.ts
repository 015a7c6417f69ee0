/**
 * The Progress charts (issue 16) for a person with three years of history: `npm run seed`'s script fills a fresh
 * database with one user of 1,095 days (weigh-ins, weekly body measurements, workouts with sets, meals), then
 * every chart's request runs through the whole request path (routing, token, validation, database) and its
 * p50/p99 is printed beside the target (p99 < 50 ms). SQLite in a fresh directory, or PostgreSQL when
 * DATABASE_URL is set (a scratch database: the user gets a fresh e-mail domain). Prints figures, asserts nothing.
 *
 *   node apps/server/dist/scripts/bench-progress.js [iterations] [days]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@momentum/shared';
import { ok, runBench, time as timeCalls, type Stats } from './bench-timing.js';

const ITERATIONS = Number(process.argv[2] ?? 300);
const DAYS = Number(process.argv[3] ?? 1095);
const WARMUP = 30;
const TARGET_P99_MS = 50;
const PASSWORD = 'bench password 1';

/** `before` runs untimed ahead of each call (moving the data version, so nothing kept is reused). */
const time = (call: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<Stats> =>
  timeCalls(call, { iterations: ITERATIONS, warmup: WARMUP, ...(before ? { before } : {}) });

const domain = `progress-${Date.now()}.bench.local`;

/** Fills the fresh directory with one user's history through `npm run seed`'s script. */
function seed(dataDir: string) {
  const seedScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed.js');
  execFileSync(
    process.execPath,
    [seedScript, '--users', '1', '--days', String(DAYS), '--sets', '--email-domain', domain, '--quiet'],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

runBench(
  'progress',
  async (app, database) => {
    const login = await ok(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `user1@${domain}`, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}`, 'x-timezone': 'UTC' };
    const today = new Date().toISOString().slice(0, 10);
    const calls: Array<[string, string]> = [
      ['weight, all (3 years)', '/api/progress/weight'],
      ['weight, 1 year', `/api/progress/weight?from=${addDays(today, -364)}&to=${today}`],
      ['weight, 1 month', `/api/progress/weight?from=${addDays(today, -29)}&to=${today}`],
      ['measurement (waist)', '/api/progress/measurements/waist'],
      ['photos', '/api/progress/photos'],
      ['overview', '/api/progress/overview'],
      ['achievements', '/api/progress/achievements'],
      ['exercise (squat)', '/api/progress/exercises/Barbell_Squat'],
      ['exercise sets (squat, first page)', '/api/progress/exercises/Barbell_Squat/sets'],
      ['training days (last year)', '/api/progress/training-days'],
      ['sets per muscle (8 weeks)', '/api/progress/muscle-sets'],
    ];
    const sizes = new Map<string, number>();
    const results: Array<[string, string, Stats, Stats]> = [];
    // As after a write: the person's data version moves, so answers kept for the old version are not reused.
    const afterWrite = () =>
      database.db
        .updateTable('users')
        .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
        .where('email', '=', `user1@${domain}`)
        .execute();
    for (const [name, url] of calls) {
      sizes.set(url, (await ok(app, { method: 'GET', url, headers })).body.length);
      const call = () => ok(app, { method: 'GET', url, headers });
      results.push([name, url, await time(call), await time(call, afterWrite)]);
    }

    const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
    console.log(
      `${database.dialect}, one user with ${DAYS} days of history; ${ITERATIONS} requests per chart after ${WARMUP} ` +
        'warm-up, through app.inject (no sockets)',
    );
    console.log(
      `${''.padEnd(45)} ${'repeated read'.padStart(21)} ${'first read after a write'.padStart(25)}`,
    );
    console.log(
      `${'chart request'.padEnd(36)} ${'bytes'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ` +
        `${'p50'.padStart(10)} ${'p99'.padStart(10)}  target`,
    );
    for (const [name, url, kept, fresh] of results) {
      const verdict = Math.max(kept.p99, fresh.p99) < TARGET_P99_MS ? 'met' : 'MISSED';
      console.log(
        `${name.padEnd(36)} ${String(sizes.get(url)).padStart(8)} ${ms(kept.p50)} ${ms(kept.p99)} ` +
          `${ms(fresh.p50)} ${ms(fresh.p99)}  p99 < ${TARGET_P99_MS} ms: ${verdict}`,
      );
    }
  },
  { prepare: seed },
);
