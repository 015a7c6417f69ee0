/**
 * Import figures (issue 18): a Strong export of 50,000 sets (2,000 workouts of 25 sets) through the whole request
 * path — the preview (upload, streaming parse, staging) and the confirm (one transaction) — as sets per second,
 * with the process's peak memory above what it used before the upload. SQLite in a fresh directory, or PostgreSQL
 * when DATABASE_URL is set (use a scratch database). Prints figures only; it asserts nothing.
 *
 *   npx tsx apps/server/src/scripts/bench-import.ts [sets]
 */
import { ok, runBench } from './bench-timing.js';

const SETS = Number(process.argv[2] ?? 50_000);
const SETS_PER_WORKOUT = 25;

function strongFile(sets: number): Buffer {
  const lines = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ];
  for (let i = 0; i < sets; i += 1) {
    const w = Math.floor(i / SETS_PER_WORKOUT);
    const s = i % SETS_PER_WORKOUT;
    const day = new Date(Date.UTC(2015, 0, 1) + w * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${day} 18:00:00,"Day ${w}",1h,"${['Bench Press (Barbell)', 'Squat (Barbell)', 'Deadlift (Barbell)', 'Pull Up', 'Overhead Press (Barbell)'][s % 5]}",${(s % 5) + 1},${50 + (s % 7)},${5 + (s % 3)},,,,,`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function multipart(bytes: Buffer) {
  const boundary = `----bench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="strong.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Samples memory while `task` runs; the peak above the level before it. */
async function withPeakMemory<T>(task: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const start = process.hrtime.bigint();
  try {
    const result = await task();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    peakHeap = Math.max(peakHeap, after.heapUsed);
    return {
      result,
      ms,
      rssMb: (peakRss - before.rss) / 2 ** 20,
      heapMb: (peakHeap - before.heapUsed) / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

runBench('import', async (app, database) => {
  const registered = await ok(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email: `bench-${Date.now()}@bench.local`, password: 'long enough password' },
  });
  const headers = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
  const file = strongFile(SETS);
  const body = multipart(file);

  const preview = await withPeakMemory(() =>
    ok(app, {
      method: 'POST',
      url: '/api/import/preview',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    }),
  );
  const staged = preview.result.json<{ importId: string; sets: number; workouts: number }>();
  const confirm = await withPeakMemory(() =>
    ok(app, { method: 'POST', url: `/api/import/${staged.importId}/confirm`, headers, payload: {} }),
  );
  const stored = confirm.result.json<{ workouts: number; sets: number }>();

  const rate = (ms: number) => Math.round(stored.sets / (ms / 1000)).toLocaleString('en-US');
  console.log(
    `${database.dialect}: a Strong file of ${(file.length / 2 ** 20).toFixed(1)} MB, ${stored.workouts} workouts, ` +
      `${stored.sets} sets, through app.inject (the upload is in memory: it counts in the preview's peak)`,
  );
  console.log(
    `${'phase'.padEnd(28)} ${'time'.padStart(10)} ${'sets/s'.padStart(10)} ${'peak heap +'.padStart(12)} ${'peak RSS +'.padStart(12)}`,
  );
  for (const [name, phase] of [
    ['preview (parse and stage)', preview],
    ['confirm (one transaction)', confirm],
  ] as const) {
    console.log(
      `${name.padEnd(28)} ${`${(phase.ms / 1000).toFixed(2)} s`.padStart(10)} ${rate(phase.ms).padStart(10)} ` +
        `${`${phase.heapMb.toFixed(1)} MB`.padStart(12)} ${`${phase.rssMb.toFixed(1)} MB`.padStart(12)}`,
    );
  }
  console.log(`whole import: ${rate(preview.ms + confirm.ms)} sets/s`);
});
