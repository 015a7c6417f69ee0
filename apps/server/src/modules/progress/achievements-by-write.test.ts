import {
  ACHIEVEMENTS,
  addDays,
  localDateOf,
  longestRun,
  nthSavedAt,
  streakReachedAt,
  type Achievement,
  type AchievementKey,
} from '@momentum/shared';
import fc from 'fast-check';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertUser } from '../../test/social-fixtures.js';
import { createStreakService } from '../activity/streak.service.js';
import { createAchievementsService, EARNABLE_BY_WRITE, type WriteKind } from './achievements.service.js';

/*
 * After a write, only what that kind of write can earn is evaluated, each group with its own reads. Whatever it
 * stores must be exactly what the whole-history evaluation (the one every write used to run, written out again
 * below from the rows themselves) says is earned, at the same moment.
 */

let t: TestApp;
let exerciseIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const exercises = await t.database.db
    .selectFrom('exercises')
    .select('id')
    .where('owner_id', 'is', null)
    .orderBy('id')
    .limit(12)
    .execute();
  exerciseIds = exercises.map((row) => row.id);
});
afterAll(() => t.close());

const newUser = () => insertUser(t.database.db);

// -- a history, and what the whole-history evaluation says about it ---------------------------------------

type History = {
  workouts: { day: number; minute: number }[];
  records: number[];
  meals: { day: number; minute: number }[];
  progress: { day: number; minute: number; weight: number | null }[];
  goals: { weightLoss: boolean; start: number; target: number; completed: boolean; minute: number }[];
};

/** Days around today (some after it, as a back- or forward-dated entry can be); minutes from 50 days ago. */
const today = localDateOf(new Date(), 'UTC');
const FIRST_DAY = addDays(today, -45);
const dateOf = (day: number) => addDays(FIRST_DAY, day);
const instantOf = (minute: number) =>
  new Date(Date.parse(`${addDays(today, -50)}T00:00:00Z`) + minute * 60_000);
const savedOn = (day: number, minute: number) =>
  new Date(Date.parse(`${dateOf(day)}T00:00:00Z`) + (minute % 1440) * 60_000);

const day = fc.integer({ min: 0, max: 60 });
const minute = fc.integer({ min: 0, max: 80_000 });
/** Runs of consecutive days (streaks, some reaching past today) written as meals or progress entries. */
const runs = fc.array(
  fc.record({
    start: day,
    length: fc.integer({ min: 1, max: 35 }),
    minute,
    meals: fc.boolean(),
  }),
  { maxLength: 3 },
);
const historyArbitrary: fc.Arbitrary<History> = fc
  .record({
    workouts: fc.array(fc.record({ day, minute }), { maxLength: 40 }),
    records: fc.array(minute, { maxLength: 12 }),
    meals: fc.array(fc.record({ day, minute }), { maxLength: 30 }),
    progress: fc.array(
      fc.record({ day, minute, weight: fc.option(fc.integer({ min: 600, max: 1000 }).map((w) => w / 10)) }),
      { maxLength: 25 },
    ),
    goals: fc.array(
      fc.record({
        weightLoss: fc.boolean(),
        start: fc.integer({ min: 60, max: 100 }),
        target: fc.integer({ min: 55, max: 110 }),
        completed: fc.boolean(),
        minute,
      }),
      { maxLength: 3 },
    ),
    runs,
  })
  .map(({ runs: streaks, ...history }) => {
    for (const run of streaks) {
      for (let offset = 0; offset < run.length && run.start + offset <= 60; offset += 1) {
        const entry = { day: run.start + offset, minute: run.minute + offset * 1440 };
        if (run.meals) history.meals.push(entry);
        else history.progress.push({ ...entry, weight: null });
      }
    }
    return history;
  });

async function insertHistory(userId: string, history: History) {
  const db = t.database.db;
  const logIds: string[] = [];
  for (const workout of history.workouts) {
    logIds.push(await insertWorkout(db, userId, { finishedAt: savedOn(workout.day, workout.minute) }));
  }
  for (const [index, at] of history.records.entries()) {
    if (logIds.length === 0) break;
    await db
      .insertInto('personal_records')
      .values({
        user_id: userId,
        exercise_id: exerciseIds[index]!,
        record: 'weight',
        value: 50,
        log_id: logIds[index % logIds.length]!,
        achieved_at: instantOf(at).toISOString(),
      })
      .execute();
  }
  for (const meal of history.meals) {
    await insertMeal(db, userId, { date: dateOf(meal.day), createdAt: instantOf(meal.minute) });
  }
  for (const entry of history.progress) {
    await insertProgress(db, userId, {
      date: dateOf(entry.day),
      createdAt: instantOf(entry.minute),
      ...(entry.weight === null ? {} : { weight: entry.weight }),
    });
  }
  for (const goal of history.goals) {
    const at = instantOf(goal.minute).toISOString();
    await db
      .insertInto('goals')
      .values({
        id: newId(),
        user_id: userId,
        title: 'Goal',
        category: goal.weightLoss ? 'weight-loss' : 'cardio',
        target_value: goal.target,
        current_value: 0,
        unit: 'kg',
        deadline: '2027-12-31',
        priority: 'high',
        description: '',
        status: goal.completed ? 'completed' : 'active',
        follows_weight: 0,
        start_value: goal.start,
        completed_at: goal.completed ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

type Measured = { current: number; earnedAt: string | null };

/** The whole-history evaluation as every write ran it before, from the history itself. */
function wholeHistory(history: History): Record<AchievementKey, Measured> {
  const workoutTimes = history.workouts.map((w) => savedOn(w.day, w.minute).toISOString());
  const recordTimes =
    history.workouts.length === 0 ? [] : history.records.map((m) => instantOf(m).toISOString());
  const firstOf = (rows: { date: string; at: string }[]) => {
    const days = new Map<string, string>();
    for (const { date, at } of rows) if (!days.has(date) || at < days.get(date)!) days.set(date, at);
    return days;
  };
  const mealRows = history.meals.map((m) => ({ date: dateOf(m.day), at: instantOf(m.minute).toISOString() }));
  const foodFirsts = [...firstOf(mealRows).values()];
  const activityDays = firstOf([
    ...history.workouts.map((w) => ({ date: dateOf(w.day), at: savedOn(w.day, w.minute).toISOString() })),
    ...mealRows,
    ...history.progress.map((p) => ({ date: dateOf(p.day), at: instantOf(p.minute).toISOString() })),
  ]);
  const weighIns = history.progress
    .filter((p) => p.weight !== null)
    .map((p) => ({ weight: p.weight!, at: instantOf(p.minute).toISOString() }));
  let towards = 0;
  let goalAt: string | null = null;
  for (const goal of history.goals.filter((g) => g.weightLoss)) {
    const goalAtIso = instantOf(goal.minute).toISOString();
    const direction = goal.target <= goal.start ? 1 : -1;
    for (const weighIn of weighIns) {
      if (weighIn.at < goalAtIso) continue;
      const moved = (goal.start - weighIn.weight) * direction;
      towards = Math.max(towards, moved);
      if (moved >= 5 - 1e-9 && (goalAt === null || weighIn.at < goalAt)) goalAt = weighIn.at;
    }
  }
  const completed = history.goals.filter((g) => g.completed).map((g) => instantOf(g.minute).toISOString());
  const count = (times: string[], target: number, current = times.length): Measured => ({
    current,
    earnedAt: nthSavedAt(times, target),
  });
  const longest = longestRun(activityDays.keys());
  const streak = (target: number): Measured => ({
    current: longest,
    earnedAt: streakReachedAt(activityDays, target),
  });
  return {
    'first-workout': count(workoutTimes, 1),
    'workouts-10': count(workoutTimes, 10),
    'workouts-50': count(workoutTimes, 50),
    'workouts-100': count(workoutTimes, 100),
    'workouts-250': count(workoutTimes, 250),
    'streak-7': streak(7),
    'streak-30': streak(30),
    'streak-100': streak(100),
    'first-record': count(recordTimes, 1),
    'records-10': count(recordTimes, 10),
    'first-meal': count(foodFirsts, 1, foodFirsts.length > 0 ? 1 : 0),
    'food-days-30': count(foodFirsts, 30),
    'first-weigh-in': count(
      weighIns.map((w) => w.at),
      1,
    ),
    'weight-goal-5kg': { current: Math.round(Math.max(0, towards) * 10) / 10, earnedAt: goalAt },
    'goal-completed': count(completed, 1),
  };
}

const storedOf = async (userId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .selectFrom('user_achievements')
        .select(['key', 'earned_at'])
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => [row.key, row.earned_at]),
  );

const KINDS = Object.keys(EARNABLE_BY_WRITE) as WriteKind[];

describe('achievements evaluated after a write', () => {
  it('store exactly what the whole-history evaluation says the written kind earned, and the list agrees', async () => {
    const achievements = createAchievementsService(t.database.db);
    const streaks = createStreakService(t.database.db);
    await fc.assert(
      fc.asyncProperty(historyArbitrary, fc.constantFrom(...KINDS), async (history, kind) => {
        const userId = await newUser();
        await insertHistory(userId, history);
        const expected = wholeHistory(history);

        const now = localDateOf(new Date(), 'UTC');
        const { highest } = await streaks.getStreaks(userId, 'UTC');
        await achievements.checkAfterWrite(userId, { kind, streaks: { today: now, highest } });
        const earnable: readonly string[] = EARNABLE_BY_WRITE[kind];
        const earned = Object.fromEntries(
          ACHIEVEMENTS.filter(({ key }) => earnable.includes(key) && expected[key].earnedAt !== null).map(
            ({ key }) => [key, expected[key].earnedAt],
          ),
        );
        expect(await storedOf(userId)).toEqual(earned);

        const { items } = await achievements.evaluate(userId);
        expect(items).toEqual(
          ACHIEVEMENTS.map(({ key, title, target }): Achievement => {
            const { current, earnedAt } = expected[key];
            return {
              key,
              title,
              earnedAt,
              progress: { current: earnedAt === null ? Math.min(current, target) : target, target },
            };
          }),
        );
      }),
      { numRuns: 40 },
    );
  });
});

/** Records which tables each query names (a read of the whole history names its table). */
function tablesRead() {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs) {
      const text = JSON.stringify(node);
      const names = [...text.matchAll(/"kind":"IdentifierNode","name":"([a-z_]+)"/g)].map((m) => m[1]!);
      const raw = [...text.matchAll(/from ([a-z_]+)/g)].map((m) => m[1]!);
      seen.push([...new Set([...names, ...raw])].join(' '));
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs) {
      return result;
    },
  };
  return { seen, db: t.database.db.withPlugin(plugin) };
}

const STREAKS = ['streak-100', 'streak-30', 'streak-7'];

/** Stores these achievements as earned today, not yet announced, as an earlier write would have left them. */
async function storeEarnedToday(userId: string, keys: readonly string[]) {
  await t.database.db
    .insertInto('user_achievements')
    .values(keys.map((key) => ({ user_id: userId, key, earned_at: today, announced_at: null })))
    .execute();
}

describe('what a write reads', () => {
  it('a meal evaluates nothing a meal cannot earn: no workouts, records or goals are read', async () => {
    const userId = await newUser();
    await insertWorkout(t.database.db, userId, { finishedAt: new Date(`${today}T08:00:00Z`) });
    await insertMeal(t.database.db, userId, { date: today });
    // Streaks count workouts as active days; stored already, a meal has only its food achievements to look at.
    await storeEarnedToday(userId, STREAKS);
    const { seen, db } = tablesRead();
    const achievements = createAchievementsService(db);
    await achievements.checkAfterWrite(userId, { kind: 'nutrition', streaks: { today, highest: 1 } });
    const read = seen.join(' ').split(' ');
    expect(read).toContain('nutrition_entries');
    for (const table of ['workout_logs', 'personal_records', 'goals']) expect(read).not.toContain(table);
    // The first workout is earned but not for a meal to store; a full evaluation stores it.
    expect(Object.keys(await storedOf(userId)).sort()).toEqual(['first-meal', ...STREAKS]);
    await achievements.evaluate(userId);
    expect(Object.keys(await storedOf(userId)).sort()).toEqual(['first-meal', 'first-workout', ...STREAKS]);
  });

  it('a streak shorter than every target and nothing dated later reads no history', async () => {
    const userId = await newUser();
    await insertMeal(t.database.db, userId, { date: today });
    const { seen, db } = tablesRead();
    const achievements = createAchievementsService(db);
    await achievements.checkAfterWrite(userId, { kind: 'nutrition', streaks: { today, highest: 1 } });
    await achievements.checkAfterWrite(userId, { kind: 'progress', streaks: { today, highest: 1 } });
    // Index probes for a later day only: no query groups the user's days.
    expect(
      seen.filter((query) => query.includes('progress_entries') && query.includes('workout_logs')),
    ).toEqual([]);
  });

  it('once all a kind can earn is known stored, a write of that kind reads nothing', async () => {
    const userId = await newUser();
    await storeEarnedToday(userId, EARNABLE_BY_WRITE.goals);
    const { seen, db } = tablesRead();
    const achievements = createAchievementsService(db);
    await achievements.checkAfterWrite(userId, { kind: 'goals' });
    expect(seen).toHaveLength(1);
    await achievements.checkAfterWrite(userId, { kind: 'goals' });
    expect(seen).toHaveLength(1);
  });

  it('writes arriving together evaluate once: the second check finds what the first stored', async () => {
    const userId = await newUser();
    await storeEarnedToday(userId, ['weight-goal-5kg']);
    await insertHistory(userId, {
      workouts: [],
      records: [],
      meals: [],
      progress: [],
      goals: [{ weightLoss: false, start: 0, target: 10, completed: true, minute: 10 }],
    });
    const { seen, db } = tablesRead();
    const achievements = createAchievementsService(db);
    await Promise.all([
      achievements.checkAfterWrite(userId, { kind: 'goals' }),
      achievements.checkAfterWrite(userId, { kind: 'goals' }),
    ]);
    expect(seen.filter((query) => query.split(' ').includes('goals'))).toHaveLength(1);
    expect(Object.keys(await storedOf(userId)).sort()).toEqual(['goal-completed', 'weight-goal-5kg']);
  });
});
