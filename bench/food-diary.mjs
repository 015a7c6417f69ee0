/*
 * Food diary figures (issue 15) through the whole request path (routing, token check, validation, database),
 * timed in one process with Fastify's inject:
 *   - food search: GET /api/foods?q= over a mix of typed queries (typos, word order, plurals), p50/p95/p99,
 *     with the target (p95 < 20 ms) printed beside it; and the same mix with a new typo in every request
 *     (words never typed before: no kept matches);
 *   - a day read: GET /api/nutrition/days/{date} at random days of a user with 3 years of diary (8 logged
 *     foods, a typed meal every third day and water every day), p50/p95/p99.
 * SQLite in a fresh directory, or PostgreSQL when DATABASE_URL is set (use a scratch database). Imports
 * <root>/apps/server/dist, so build first (npm run build). Prints figures only; it asserts nothing.
 *
 *   node bench/food-diary.mjs [--rounds N]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt === -1 ? 500 : Number(args[roundsAt + 1]);
const WARMUP = 50;
const DAYS = 3 * 365;
const QUERIES = [
  'banana',
  'chiken brest',
  'greek yogurt',
  'apple',
  'brocoli',
  'whole milk',
  'peanut butter',
  'white rice cooked',
  'oats',
  'salmon',
  'swet potato',
  'cheddar chese',
];
const FOODS = [
  'usda-09040',
  'usda-20038',
  'usda-01123',
  'usda-01077',
  'usda-09003',
  'usda-11090',
  'usda-05062',
  'usda-20045',
];
const MEALS = ['breakfast', 'breakfast', 'lunch', 'lunch', 'dinner', 'dinner', 'snack', 'snack'];

const root = path.join(import.meta.dirname, '..');
const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
// First, as the server's entry does: its V8 settings (decision 0033) must hold before the app's modules load.
await import(dist('gc-settings.js'));
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { migrateToLatest, openDatabase, pgSchemaOf } = await import(dist('db/database.js'));

async function time(call) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    await call(WARMUP + i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const dayOf = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-bench-food-'));
const databaseUrl = process.env.DATABASE_URL;
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
const database = openDatabase({ databaseUrl, dataDir });
try {
  await migrateToLatest(database.db, { pgSchema: pgSchemaOf(databaseUrl) });
  const app = await buildApp({ config, database, logger: false, closeDatabase: false });
  const ok = async (options) => {
    const response = await app.inject(options);
    if (response.statusCode >= 300) throw new Error(`${options.method} ${options.url}: ${response.body}`);
    return response;
  };
  const registered = await ok({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Bench',
      email: `bench-food-${Date.now()}@bench.local`,
      password: 'long enough password',
    },
  });
  const { token, user } = registered.json();
  const headers = { authorization: `Bearer ${token}`, 'x-timezone': 'UTC' };

  // Three years of diary written straight to the tables (the API would take minutes): per day one diary entry
  // holding 8 logged foods, a typed meal every third day, and water.
  const foods = new Map(
    (await database.db.selectFrom('foods').selectAll().where('id', 'in', FOODS).execute()).map((f) => [
      f.id,
      f,
    ]),
  );
  const started = Date.now();
  for (let from = DAYS; from > 0; from -= 50) {
    const entries = [];
    const items = [];
    const water = [];
    for (let d = from; d > Math.max(0, from - 50); d--) {
      const date = dayOf(d);
      const createdAt = `${date}T12:00:00.000Z`;
      const entryId = crypto.randomUUID();
      const dayItems = FOODS.map((foodId, i) => {
        const food = foods.get(foodId);
        const grams = 80 + ((d * 7 + i * 13) % 120);
        const of = (v) => (v === null ? null : Math.round((v * grams) / 10) / 10);
        return {
          id: crypto.randomUUID(),
          entry_id: entryId,
          user_id: user._id,
          date,
          meal: MEALS[i],
          name: food.name,
          food_id: foodId,
          grams,
          portion_label: null,
          portion_amount: null,
          calories: of(food.kcal),
          protein: of(food.protein),
          carbs: of(food.carbs),
          fats: of(food.fat),
          created_at: new Date(Date.parse(createdAt) + i).toISOString(),
        };
      });
      const meals = ['breakfast', 'lunch', 'dinner', 'snack'].map((type) => ({
        type,
        items: dayItems
          .filter((item) => item.meal === type)
          .map((item) => ({
            name: item.name,
            calories: item.calories,
            macros: { protein: item.protein ?? 0, carbs: item.carbs ?? 0, fats: item.fats ?? 0 },
          })),
      }));
      const kcal = dayItems.reduce((sum, item) => sum + item.calories, 0);
      const protein = dayItems.reduce((sum, item) => sum + (item.protein ?? 0), 0);
      entries.push({
        id: entryId,
        user_id: user._id,
        date,
        meals: JSON.stringify(meals),
        total_calories: kcal,
        total_protein: protein,
        created_at: createdAt,
        diary_day: date,
      });
      if (d % 3 === 0) {
        entries.push({
          id: crypto.randomUUID(),
          user_id: user._id,
          date,
          meals: JSON.stringify([
            {
              type: 'snack',
              items: [{ name: 'Quick Meal', calories: 400, macros: { protein: 25, carbs: 45, fats: 12 } }],
            },
          ]),
          total_calories: 400,
          total_protein: 25,
          created_at: `${date}T15:00:00.000Z`,
          diary_day: null,
        });
      }
      items.push(...dayItems);
      water.push({ user_id: user._id, date, ml: 1500 + (d % 5) * 250, updated_at: createdAt });
    }
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('nutrition_entries').values(entries).execute();
      for (let i = 0; i < items.length; i += 100) {
        await trx
          .insertInto('nutrition_items')
          .values(items.slice(i, i + 100))
          .execute();
      }
      await trx.insertInto('nutrition_water').values(water).execute();
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const itemCount = DAYS * FOODS.length;

  const search = await time((i) =>
    ok({
      method: 'GET',
      url: `/api/foods?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}&limit=20`,
      headers,
    }),
  );
  // The same mix with one letter changed per request, a different change each time: the words' matches are kept
  // per typed word (name-search.ts), so this is the figure for words the server has not seen yet.
  const newTypo = (i) => {
    const query = QUERIES[i % QUERIES.length];
    const letters = [...query].map((char, at) => (char === ' ' ? -1 : at)).filter((at) => at >= 0);
    const at = letters[Math.floor(i / QUERIES.length) % letters.length];
    const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / (QUERIES.length * letters.length)) % 26];
    return query.slice(0, at) + letter + query.slice(at + 1);
  };
  const searchNew = await time((i) =>
    ok({ method: 'GET', url: `/api/foods?q=${encodeURIComponent(newTypo(i))}&limit=20`, headers }),
  );
  const recent = await time(() => ok({ method: 'GET', url: '/api/foods?recent=true&limit=20', headers }));
  // Random days of the three years, the same sequence every run.
  let seed = 42;
  const nextDay = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return 1 + (seed % DAYS);
  };
  const dayRead = await time(() =>
    ok({ method: 'GET', url: `/api/nutrition/days/${dayOf(nextDay())}`, headers }),
  );
  const averages = await time(() =>
    ok({ method: 'GET', url: `/api/nutrition/averages?to=${dayOf(0)}`, headers }),
  );
  await app.close();

  const ms = (n) => `${n.toFixed(2)} ms`.padStart(10);
  console.log(
    `${database.dialect}, ${ROUNDS} requests each after ${WARMUP} warm-up, through app.inject (no sockets); ` +
      `diary of ${DAYS} days, ${itemCount} logged foods (written in ${seconds} s)`,
  );
  console.log(`${'call'.padEnd(56)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}`);
  for (const [name, stats] of [
    ['GET /api/foods?q= (8,789 foods, mixed queries)', search],
    ['GET /api/foods?q= (the same, a new typo in each)', searchNew],
    ['GET /api/foods?recent=true (before typing)', recent],
    ['GET /api/nutrition/days/{date} (3-year diary)', dayRead],
    ['GET /api/nutrition/averages (last 7 logged days)', averages],
  ]) {
    console.log(`${name.padEnd(56)} ${ms(stats.p50)} ${ms(stats.p95)} ${ms(stats.p99)}`);
  }
  const verdict = (met) => (met ? 'met' : 'MISSED');
  console.log(
    `food search p95: ${search.p95.toFixed(2)} ms (target < 20 ms: ${verdict(search.p95 < 20)}), ` +
      `with new typos ${searchNew.p95.toFixed(2)} ms (${verdict(searchNew.p95 < 20)}); ` +
      `day read p99: ${dayRead.p99.toFixed(2)} ms`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
