/**
 * Strength training figures through the whole request path (routing, token check, validation, database):
 * the exercise library search (p50/p95/p99 over a mix of typed queries, typos included) and finishing a
 * workout of 30 sets (6 exercises x 5 sets, records compared each time; p50/p99), plus "last time" and the
 * records list. SQLite in a fresh directory, or PostgreSQL when DATABASE_URL is set (use a scratch database).
 * Prints figures only; it asserts nothing.
 *
 *   npx tsx apps/server/src/scripts/bench-strength.ts [iterations]
 */
import { ok, printStats, runBench, time as timeCalls, type Stats } from './bench-timing.js';

const ITERATIONS = Number(process.argv[2] ?? 500);
const WARMUP = 50;
const QUERIES = [
  'bench pres',
  'press bench',
  'benchpress',
  'squat',
  'dumbell curl',
  'lat pulldown',
  'incline db press',
  'romanian deadlift',
  'runing',
  'shoulder press',
  'plank',
  'cable fly',
];
const EXERCISES = [
  'Barbell_Bench_Press_-_Medium_Grip',
  'Barbell_Squat',
  'Barbell_Deadlift',
  'Pullups',
  'Standing_Military_Press',
  'Barbell_Curl',
];

const time = (call: (i: number) => Promise<unknown>) =>
  timeCalls(call, { iterations: ITERATIONS, warmup: WARMUP });

/** Thirty sets whose weights creep up, so some finishes set records and most do not. */
function workout(i: number) {
  return EXERCISES.map((exerciseId, e) => ({
    exerciseId,
    sets: Array.from({ length: 5 }, (_, s) => ({
      type: s === 0 ? 'warmup' : 'normal',
      weightKg: 40 + e * 10 + s * 5 + (i % 50) / 10,
      reps: 12 - s * 2,
      rpe: 7 + s * 0.5,
      completed: true,
    })),
  }));
}

runBench('strength', async (app, database) => {
  const email = `bench-${Date.now()}@bench.local`;
  const registered = await ok(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email, password: 'long enough password' },
  });
  const headers = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
  const template = await ok(app, {
    method: 'POST',
    url: '/api/workouts/templates',
    headers,
    payload: { name: 'Full body', plan: EXERCISES.map((exerciseId) => ({ exerciseId, sets: [] })) },
  });
  const templateId = template.json<{ _id: string }>()._id;

  const search = await time((i) =>
    ok(app, {
      method: 'GET',
      url: `/api/exercises?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}&limit=20`,
      headers,
    }),
  );
  const browse = await time(() =>
    ok(app, { method: 'GET', url: '/api/exercises?muscle=chest&limit=20', headers }),
  );
  // Each finish is a minute after the previous one, all in the past.
  const base = Date.now() - (WARMUP + ITERATIONS + 10) * 60_000;
  const finish = await time((i) =>
    ok(app, {
      method: 'POST',
      url: '/api/workouts/finish',
      headers,
      payload: {
        templateId,
        startedAt: new Date(base + i * 60_000).toISOString(),
        finishedAt: new Date(base + i * 60_000 + 45_000).toISOString(),
        caloriesBurned: 400,
        exercises: workout(i),
      },
    }),
  );
  const lastSets = await time(() =>
    ok(app, { method: 'GET', url: `/api/workouts/last-sets?exerciseIds=${EXERCISES.join(',')}`, headers }),
  );
  const records = await time(() =>
    ok(app, { method: 'GET', url: '/api/workouts/records?limit=20', headers }),
  );
  const logs = await time(() => ok(app, { method: 'GET', url: '/api/workouts/logs?limit=50', headers }));

  console.log(
    `${database.dialect}, ${ITERATIONS} requests each after ${WARMUP} warm-up, through app.inject (no sockets)`,
  );
  const rows: Array<[string, Stats]> = [
    ['GET /api/exercises?q= (library search, mixed queries)', search],
    ['GET /api/exercises?muscle=chest (browse)', browse],
    ['POST /api/workouts/finish (30 sets, records)', finish],
    [`GET /api/workouts/last-sets (6 exercises)`, lastSets],
    ['GET /api/workouts/records?limit=20', records],
    ['GET /api/workouts/logs?limit=50', logs],
  ];
  printStats(rows);
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `library search p95: ${search.p95.toFixed(2)} ms (target < 20 ms: ${verdict(search.p95 < 20)}); ` +
      `finish of 30 sets p99: ${finish.p99.toFixed(2)} ms`,
  );
});
