/**
 * Do the dashboard's figures stay as fast when a user has years of history? Fills a fresh database (SQLite, or
 * PostgreSQL when DATABASE_URL is set, as every bench) with one user holding 7 days and one holding 3 years of
 * daily workouts, meals and weights, times every dashboard service call for both and prints median, p99 and the
 * 3-year / 7-day ratio.
 *
 *   npx tsx apps/server/src/scripts/bench-dashboard-growth.ts [iterations]
 */
import { addDays, localDateOf, longestStreak, WEEKLY_TARGET_KINDS } from '@momentum/shared';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { createStreakService } from '../modules/activity/streak.service.js';
import { createStreakRepository } from '../modules/activity/streak.repository.js';
import { createDashboardService } from '../modules/dashboard/dashboard.service.js';
import { createWeeklyTargetsService } from '../modules/dashboard/weekly-targets.service.js';
import { createScheduleService } from '../modules/dashboard/schedule.service.js';
import { runBench, time } from './bench-timing.js';

const ITERATIONS = Number(process.argv[2] ?? 2000);
const WARMUP = 200;
const TIME_ZONE = 'Europe/Berlin';
const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** One user with `days` days of history up to today: a workout, a meal and a weigh-in every day. */
async function seedUser(db: Db, days: number, now: Date): Promise<string> {
  const userId = newId();
  const stamp = now.toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@bench.local`,
      name: `Bench ${days}`,
      password_hash: 'x',
      is_onboarded: 1,
      onboarding: null,
      start_weight_kg: 80,
      avatar_image_id: null,
      time_zone: TIME_ZONE,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const today = localDateOf(now, TIME_ZONE);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, -i));
  const atHour = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const meals = JSON.stringify([
    {
      type: 'lunch',
      items: [{ name: 'Quick Meal', calories: 400, macros: { protein: 25, carbs: 45, fats: 12 } }],
    },
  ]);
  await db.transaction().execute(async (trx) => {
    await insertChunked(dates, (chunk) =>
      trx
        .insertInto('workout_logs')
        .values(
          chunk.map((date) => ({
            id: newId(),
            user_id: userId,
            template_id: null,
            workout_type: 'Leg Day',
            notes: '',
            duration_min: 45,
            calories_burned: 400,
            started_at: atHour(date, 6),
            timestamp: atHour(date, 7),
            local_date: date,
            created_at: atHour(date, 7),
          })),
        )
        .execute(),
    );
    await insertChunked(dates, (chunk) =>
      trx
        .insertInto('nutrition_entries')
        .values(
          chunk.map((date) => ({
            id: newId(),
            user_id: userId,
            date,
            meals,
            total_calories: 400,
            total_protein: 25,
            created_at: atHour(date, 12),
          })),
        )
        .execute(),
    );
    await insertChunked(dates, (chunk) =>
      trx
        .insertInto('progress_entries')
        .values(
          chunk.map((date, i) => ({
            id: newId(),
            user_id: userId,
            date,
            measurements: JSON.stringify({ weight: 80 - i / 1000 }),
            weight_kg: 80 - i / 1000,
            created_at: atHour(date, 8),
          })),
        )
        .execute(),
    );
    await trx
      .insertInto('schedule_days')
      .values(
        ['Monday', 'Wednesday', 'Friday'].map((day) => ({
          user_id: userId,
          day_of_week: day,
          muscle_group: 'Legs',
          exercises: '["Squat"]',
        })),
      )
      .execute();
  });
  return userId;
}

runBench('dashboard', async (_app, { db }) => {
  const now = new Date();
  const small = await seedUser(db, 7, now);
  const large = await seedUser(db, 3 * 365, now);

  const dashboard = createDashboardService(db);
  const streaks = createStreakService(db);
  const weeklyTargets = createWeeklyTargetsService(db, dashboard);
  const schedule = createScheduleService(db);
  const streakRows = createStreakRepository(db);
  const today = localDateOf(now, TIME_ZONE);

  const calls: Array<[string, (userId: string) => Promise<unknown>]> = [
    ['activity/streak + personal-record (getStreaks)', (u) => streaks.getStreaks(u, TIME_ZONE)],
    ['summary/calories + summary/workouts', (u) => dashboard.workoutsThisWeek(u, TIME_ZONE)],
    ['weight/latest', (u) => dashboard.latestWeight(u)],
    ['activity/recent?limit=5', (u) => dashboard.recentActivity(u, 5)],
    ['activity/recent?limit=50', (u) => dashboard.recentActivity(u, 50)],
    ...WEEKLY_TARGET_KINDS.map((kind): [string, (userId: string) => Promise<unknown>] => [
      `goals/${kind}`,
      (u) => weeklyTargets.get(u, kind, TIME_ZONE),
    ]),
    ['schedule/week', (u) => schedule.getWeek(u, TIME_ZONE)],
    // For comparison only: what the highest streak would cost read from the whole history each time.
    [
      '(not used) highest streak from all history',
      async (u) => longestStreak(await streakRows.activeDatesBefore(u, addDays(today, 1))),
    ],
  ];

  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${ITERATIONS} iterations each (after ${WARMUP} warm-up); one user x 7 days vs one user x 1095 days`,
  );
  console.log(
    `${'call'.padEnd(48)} ${'7d median'.padStart(10)} ${'7d p99'.padStart(9)} ${'3y median'.padStart(10)} ${'3y p99'.padStart(9)} ${'ratio med'.padStart(10)} ${'ratio p99'.padStart(10)}`,
  );
  for (const [name, call] of calls) {
    const a = await time(() => call(small), { iterations: ITERATIONS, warmup: WARMUP });
    const b = await time(() => call(large), { iterations: ITERATIONS, warmup: WARMUP });
    const ms = (n: number) => `${n.toFixed(3)}ms`;
    console.log(
      `${name.padEnd(48)} ${ms(a.p50).padStart(10)} ${ms(a.p99).padStart(9)} ${ms(b.p50).padStart(10)} ${ms(b.p99).padStart(9)} ${(b.p50 / a.p50).toFixed(2).padStart(10)} ${(b.p99 / a.p99).toFixed(2).padStart(10)}`,
    );
  }
});
