/*
 * Per-request server work of the dashboard's calls, timed in one process with Fastify's inject (no sockets, no
 * load generator competing for the CPU), so two builds can be compared on a busy machine:
 *
 *   node bench/dashboard-calls-inprocess.mjs [repository root, default this one] [--rounds N]
 *
 * Builds nothing: it imports <root>/apps/server/dist. One user with 90 days of history (a workout, three meals
 * and a weigh-in a day) on a fresh SQLite database; each call is made `rounds` times after a warm-up and the
 * median microseconds per call are printed as one JSON line. 'after write' calls follow a direct write (not
 * timed) that moves the user's data version, so no kept answer can answer them. Last, the benches' quick meal
 * (quick-meal.mjs) alone and the dashboard after it: the visit bench/dashboard-visit.mjs measures after a write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUICK_MEAL_PATH, quickMeal } from './quick-meal.mjs';
import { DASHBOARD_PATHS } from './seed.mjs';
import { median } from './stats.mjs';

const args = process.argv.slice(2);
const root = path.resolve(
  args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? path.join(import.meta.dirname, '..'),
);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt === -1 ? 400 : Number(args[roundsAt + 1]);
const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
// First, as the server's entry does: its V8 settings (decision 0033) must hold before the app's modules load.
await import(dist('gc-settings.js'));
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { migrateToLatest, openDatabase } = await import(dist('db/database.js'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-calls-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
const database = openDatabase({ dataDir });
await migrateToLatest(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { name: 'Bench', email: 'bench@example.com', password: 'bench password 1' },
});
const { token, user } = registered.json();
const headers = { authorization: `Bearer ${token}`, 'x-timezone': 'UTC' };
const call = (method, url, payload) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const template = (
  await call('POST', '/api/workouts/templates', {
    name: 'Legs',
    day: 'Monday',
    muscleGroup: 'Legs',
    exercises: ['Squat'],
  })
).json();
for (let d = 90; d >= 0; d--) {
  const day = new Date(Date.now() - d * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  await call('POST', '/api/workouts/finish', {
    templateId: template._id,
    startedAt: new Date(day.getTime() - 3_600_000).toISOString(),
    finishedAt: day.toISOString(),
    caloriesBurned: 300,
  });
  for (const type of ['breakfast', 'lunch', 'dinner']) {
    await call('POST', '/api/nutrition', {
      date,
      meals: [
        { type, items: [{ name: 'Food', calories: 500, macros: { protein: 30, carbs: 50, fats: 10 } }] },
      ],
    });
  }
  await call('POST', '/api/progress', { date, measurements: { weight: 80 - d / 30 } });
}
await call('PUT', '/api/user/schedule/week', {
  plan: [{ dayOfWeek: 'Monday', muscleGroup: 'Legs', exercises: ['Squat'] }],
});

const SPEC_CALLS = DASHBOARD_PATHS;
const hasDashboard = (await call('GET', '/api/dashboard')).statusCode === 200;
const hasVersion =
  (await database.db.selectFrom('users').selectAll().executeTakeFirst()).data_version !== undefined;
/** A write the timing does not include: moves the data version where there is one. */
const touch = () =>
  hasVersion
    ? database.db
        .updateTable('users')
        .set({ name: `Bench ${Math.random()}` })
        .where('id', '=', user._id)
        .execute()
    : Promise.resolve();

async function time(run, before) {
  const samples = [];
  for (let i = 0; i < rounds + 50; i++) {
    if (before) await before();
    const start = process.hrtime.bigint();
    await run();
    if (i >= 50) samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return Math.round(median(samples));
}

const visit = async (urls, extra = {}) => {
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
    if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode}`);
  }
};
const result = { root, rounds, perCallMicros: {}, visitMicros: {} };
for (const url of SPEC_CALLS) result.perCallMicros[url] = await time(() => visit([url]));
result.visitMicros['14 calls, data unchanged'] = await time(() => visit(SPEC_CALLS));
result.visitMicros['14 calls, after a write'] = await time(() => visit(SPEC_CALLS), touch);
if (hasDashboard) {
  result.visitMicros['GET /api/dashboard, data unchanged'] = await time(() => visit(['/api/dashboard']));
  result.visitMicros['GET /api/dashboard, after a write'] = await time(
    () => visit(['/api/dashboard']),
    touch,
  );
  const tag = (await call('GET', '/api/dashboard')).headers.etag;
  result.visitMicros['GET /api/dashboard, 304'] = await time(() =>
    visit(['/api/dashboard'], { 'if-none-match': tag }),
  );
  const postQuickMeal = async () => {
    const response = await call('POST', QUICK_MEAL_PATH, quickMeal());
    if (response.statusCode !== 201) throw new Error(`${QUICK_MEAL_PATH}: ${response.statusCode}`);
  };
  result.visitMicros['quick meal'] = await time(postQuickMeal);
  result.visitMicros['GET /api/dashboard, after a quick meal'] = await time(
    () => visit(['/api/dashboard']),
    postQuickMeal,
  );
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
