import type {
  AchievementList,
  ExerciseProgress,
  ExerciseSetsPage,
  MeasurementSeries,
  MuscleSets,
  ProgressOverview,
  TrainingDays,
  WeightSeries,
} from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { insertMeal, insertWorkout } from '../../test/activity-fixtures.js';
import { registerUser, type Session } from '../../test/test-app.js';
import { type Call, callAs, useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const call = (session: Session, url: string, req?: Call) => callAs(t.app, session, url, req);
async function ok<T>(session: Session, url: string, req: Call = {}): Promise<T> {
  const response = await call(session, url, req);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const weigh = (session: Session, date: string, weight: number) =>
  ok<{ _id: string }>(session, '/api/progress', {
    method: 'POST',
    payload: { date, measurements: { weight } },
  });

describe('GET /api/progress/weight', () => {
  it('answers each weigh-in day (its last) with a trend hand-computed over gaps of several days', async () => {
    const me = await registerUser(t.app);
    await weigh(me, '2026-01-01', 80);
    await weigh(me, '2026-01-02', 90); // replaced by the day's later weigh-in
    await weigh(me, '2026-01-02', 81);
    await weigh(me, '2026-01-05', 79); // a gap of 3 days
    await weigh(me, '2026-01-06', 80);
    await weigh(me, '2026-01-16', 78); // a gap of 10 days
    // An entry without a weight is no weigh-in.
    await ok(me, '/api/progress', {
      method: 'POST',
      payload: { date: '2026-01-03', measurements: { waist: 80 } },
    });

    const { points } = await ok<WeightSeries>(me, '/api/progress/weight');
    // trend = previous + (1 - 0.9^gap) × (weight - previous):
    // 80; 80 + 0.1 × 1 = 80.1; 80.1 + 0.271 × (79 - 80.1) = 79.8019; 79.8019 + 0.1 × 0.1981 = 79.82171;
    // 79.82171 + (1 - 0.9^10 = 0.6513215599) × (78 - 79.82171) = 78.63518...
    expect(points).toEqual([
      { date: '2026-01-01', weightKg: 80, trendKg: 80 },
      { date: '2026-01-02', weightKg: 81, trendKg: 80.1 },
      { date: '2026-01-05', weightKg: 79, trendKg: 79.802 },
      { date: '2026-01-06', weightKg: 80, trendKg: 79.822 },
      { date: '2026-01-16', weightKg: 78, trendKg: 78.635 },
    ]);
  });

  it('includes both ends of from/to and keeps the trend of the whole history before from', async () => {
    const me = await registerUser(t.app);
    await weigh(me, '2026-02-01', 100);
    await weigh(me, '2026-02-02', 90);
    await weigh(me, '2026-02-03', 95);
    await weigh(me, '2026-02-04', 70);
    const { points } = await ok<WeightSeries>(me, '/api/progress/weight?from=2026-02-02&to=2026-02-03');
    // 100; 100 - 1 = 99; 99 + 0.1 × (95 - 99) = 98.6. The 4th (after `to`) never moves an earlier point.
    expect(points).toEqual([
      { date: '2026-02-02', weightKg: 90, trendKg: 99 },
      { date: '2026-02-03', weightKg: 95, trendKg: 98.6 },
    ]);
  });

  it('does not count the onboarding weight, and follows an edit and a delete', async () => {
    const me = await registerUser(t.app);
    expect((await ok<WeightSeries>(me, '/api/progress/weight')).points).toEqual([]);
    const entry = await weigh(me, '2026-03-01', 70);
    const edited = await call(me, `/api/progress/${entry._id}`, {
      method: 'PUT',
      payload: { date: '2026-03-02', measurements: { weight: 71.5 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: entry._id,
      date: '2026-03-02',
      measurements: { weight: 71.5 },
    });
    expect((await ok<WeightSeries>(me, '/api/progress/weight')).points).toEqual([
      { date: '2026-03-02', weightKg: 71.5, trendKg: 71.5 },
    ]);
    expect((await call(me, `/api/progress/${entry._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await ok<WeightSeries>(me, '/api/progress/weight')).points).toEqual([]);
  });

  it('refuses a range that is not two days, naming the field; another user edits nothing', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const bad = await call(me, '/api/progress/weight?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/from/);
    const reversed = await call(me, '/api/progress/weight?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    const entry = await weigh(me, '2026-03-01', 70);
    const hijack = await call(other, `/api/progress/${entry._id}`, {
      method: 'PUT',
      payload: { date: '2026-03-01', measurements: { weight: 50 } },
    });
    expect(hijack.statusCode).toBe(404);
    expect(await ok<WeightSeries>(me, '/api/progress/weight')).toEqual({
      points: [{ date: '2026-03-01', weightKg: 70, trendKg: 70 }],
    });
  });
});

describe('GET /api/progress/measurements/:key', () => {
  it('answers the day-last value of one measurement, oldest first, within the range', async () => {
    const me = await registerUser(t.app);
    const record = (date: string, measurements: object) =>
      ok(me, '/api/progress', { method: 'POST', payload: { date, measurements } });
    await record('2026-04-01', { waist: 90, chest: 100 });
    await record('2026-04-03', { weight: 80 });
    await record('2026-04-05', { waist: 89 });
    await record('2026-04-05', { waist: 88.5 });
    await record('2026-04-09', { waist: 87 });
    const all = await ok<MeasurementSeries>(me, '/api/progress/measurements/waist');
    expect(all.points).toEqual([
      { date: '2026-04-01', value: 90 },
      { date: '2026-04-05', value: 88.5 },
      { date: '2026-04-09', value: 87 },
    ]);
    const ranged = await ok<MeasurementSeries>(
      me,
      '/api/progress/measurements/waist?from=2026-04-05&to=2026-04-05',
    );
    expect(ranged.points).toEqual([{ date: '2026-04-05', value: 88.5 }]);
    const bad = await call(me, '/api/progress/measurements/ears');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Measurement must be one of/);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Achievements: rows inserted with known save times, so earnedAt can be checked exactly.

const iso = (day: number, hour = 12) => new Date(Date.UTC(2025, 0, 1 + day, hour)).toISOString();
const dateOf = (day: number) => iso(day).slice(0, 10);

async function insertWorkouts(userId: string, days: number[]) {
  for (const day of days) {
    await insertWorkout(t.database.db, userId, {
      finishedAt: iso(day),
      caloriesBurned: 100,
      workoutType: 'Test',
    });
  }
}

async function insertMeals(userId: string, days: number[]) {
  for (const day of days) {
    await insertMeal(t.database.db, userId, {
      date: dateOf(day),
      calories: 500,
      protein: 20,
      createdAt: iso(day),
    });
  }
}

async function achievements(session: Session) {
  const { items } = await ok<AchievementList>(session, '/api/progress/achievements');
  return Object.fromEntries(items.map((item) => [item.key, item]));
}

describe('GET /api/progress/achievements', () => {
  it('lists every achievement locked with progress 0 for a new person', async () => {
    const me = await registerUser(t.app);
    const { items } = await ok<AchievementList>(me, '/api/progress/achievements');
    expect(items.map((item) => item.key)).toEqual([
      'first-workout',
      'workouts-10',
      'workouts-50',
      'workouts-100',
      'workouts-250',
      'streak-7',
      'streak-30',
      'streak-100',
      'first-record',
      'records-10',
      'first-meal',
      'food-days-30',
      'first-weigh-in',
      'weight-goal-5kg',
      'goal-completed',
    ]);
    for (const item of items) {
      expect(item.earnedAt, item.key).toBeNull();
      expect(item.progress.current, item.key).toBe(0);
    }
    expect(items.find((i) => i.key === 'workouts-250')!.progress.target).toBe(250);
  });

  it('earns 10 workouts at the 10th save, not at the 9th, with earnedAt the 10th one saved', async () => {
    const me = await registerUser(t.app);
    // Days 0..8 but with a gap (day 3 missing), so no 7-day streak among them yet.
    await insertWorkouts(me.userId, [0, 1, 2, 4, 5, 6, 7, 8, 9]);
    let a = await achievements(me);
    expect(a['first-workout']).toMatchObject({ earnedAt: iso(0), progress: { current: 1, target: 1 } });
    expect(a['workouts-10']).toMatchObject({ earnedAt: null, progress: { current: 9, target: 10 } });
    expect(a['workouts-50']!.progress).toEqual({ current: 9, target: 50 });
    expect(a['streak-7']).toMatchObject({ earnedAt: null, progress: { current: 6, target: 7 } });
    await insertWorkouts(me.userId, [10]);
    a = await achievements(me);
    expect(a['workouts-10']).toMatchObject({ earnedAt: iso(10), progress: { current: 10, target: 10 } });
    // Days 4..10 are seven in a row: the streak was reached when day 10 was saved.
    expect(a['streak-7']).toMatchObject({ earnedAt: iso(10), progress: { current: 7, target: 7 } });
    expect(a['streak-30']!.progress).toEqual({ current: 7, target: 30 });
  });

  it('dates a streak by the save that completed it, even when an earlier day was filled in later', async () => {
    const me = await registerUser(t.app);
    await insertWorkouts(me.userId, [20, 21, 22, 24, 25, 26]);
    expect((await achievements(me))['streak-7']!.earnedAt).toBeNull();
    // Day 23 logged afterwards (saved on day 40) joins the run: earned when that was saved.
    await insertMeal(t.database.db, me.userId, {
      date: dateOf(23),
      calories: 1,
      protein: 1,
      createdAt: iso(40),
    });
    const a = await achievements(me);
    expect(a['streak-7']).toMatchObject({ earnedAt: iso(40), progress: { current: 7, target: 7 } });
    expect(a['first-meal']).toMatchObject({ earnedAt: iso(40), progress: { current: 1, target: 1 } });
  });

  it('earns 30 days of food on the 30th distinct day, counting a day with two entries once', async () => {
    const me = await registerUser(t.app);
    await insertMeals(me.userId, [...Array.from({ length: 29 }, (_, i) => i * 2), 0]);
    let a = await achievements(me);
    expect(a['first-meal']!.earnedAt).toBe(iso(0));
    expect(a['food-days-30']).toMatchObject({ earnedAt: null, progress: { current: 29, target: 30 } });
    await insertMeals(me.userId, [100]);
    a = await achievements(me);
    expect(a['food-days-30']).toMatchObject({ earnedAt: iso(100), progress: { current: 30, target: 30 } });
  });

  it('earns first weigh-in and 5 kg towards a weight goal at exactly 5 kg, not 4.9', async () => {
    const me = await registerUser(t.app);
    const goal = await call(me, '/api/goals', {
      method: 'POST',
      payload: {
        title: 'Lose weight',
        category: 'weight-loss',
        targetValue: 80,
        currentValue: 90,
        unit: 'kg',
        deadline: '2030-01-01',
        priority: 'high',
      },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const start = goal.json<{ startValue: number; followsWeight: boolean }>();
    expect(start.startValue).toBe(90);
    await weigh(me, '2026-05-01', start.startValue - 4.9);
    let a = await achievements(me);
    expect(a['first-weigh-in']!.earnedAt).not.toBeNull();
    expect(a['first-weigh-in']!.progress).toEqual({ current: 1, target: 1 });
    expect(a['weight-goal-5kg']).toMatchObject({ earnedAt: null, progress: { current: 4.9, target: 5 } });
    await weigh(me, '2026-05-02', start.startValue - 5);
    const row = await t.database.db
      .selectFrom('progress_entries')
      .select('created_at')
      .where('user_id', '=', me.userId)
      .where('date', '=', '2026-05-02')
      .executeTakeFirstOrThrow();
    a = await achievements(me);
    expect(a['weight-goal-5kg']).toMatchObject({
      earnedAt: row.created_at,
      progress: { current: 5, target: 5 },
    });
    expect(a['goal-completed']!.earnedAt).toBeNull();
  });

  it('earns first record and 10 records from the personal records, and a goal completed', async () => {
    const me = await registerUser(t.app);
    const template = await ok<{ _id: string }>(me, '/api/workouts/templates', {
      method: 'POST',
      payload: { name: 'Push' },
    });
    const finishedAt = new Date(Date.now() - 3_600_000).toISOString();
    await ok(me, '/api/workouts/finish', {
      method: 'POST',
      payload: {
        templateId: template._id,
        startedAt: new Date(Date.now() - 7_200_000).toISOString(),
        finishedAt,
        caloriesBurned: 300,
        exercises: [
          { exerciseId: 'Barbell_Squat', sets: [{ weightKg: 100, reps: 5, completed: true }] },
          { exerciseId: 'Plank', sets: [{ durationS: 60, completed: true }] },
        ],
      },
    });
    const a = await achievements(me);
    // Squat: heaviest, e1RM, reps, set volume; plank: longest duration = 5 records.
    expect(a['first-record']).toMatchObject({ earnedAt: finishedAt, progress: { current: 1, target: 1 } });
    expect(a['records-10']).toMatchObject({ earnedAt: null, progress: { current: 5, target: 10 } });

    const goal = await ok<{ _id: string }>(me, '/api/goals', {
      method: 'POST',
      payload: {
        title: 'Run',
        category: 'cardio',
        targetValue: 10,
        currentValue: 0,
        unit: 'km',
        deadline: '2030-01-01',
        priority: 'low',
      },
    });
    await ok(me, `/api/goals/${goal._id}/progress`, { method: 'POST', payload: { currentValue: 10 } });
    const completed = await t.database.db
      .selectFrom('goals')
      .select('completed_at')
      .where('id', '=', goal._id)
      .executeTakeFirstOrThrow();
    expect((await achievements(me))['goal-completed']).toMatchObject({
      earnedAt: completed.completed_at,
      progress: { current: 1, target: 1 },
    });
  });

  it('keeps an earned achievement when its data is deleted (decision 0016)', async () => {
    const me = await registerUser(t.app);
    const entry = await weigh(me, '2026-06-01', 80);
    const earned = (await achievements(me))['first-weigh-in']!;
    expect(earned.earnedAt).not.toBeNull();
    expect((await call(me, `/api/progress/${entry._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await achievements(me))['first-weigh-in']).toEqual(earned);
  });

  it('announces each earned achievement once, to one caller', async () => {
    const me = await registerUser(t.app);
    const announce = () =>
      ok<{ items: { key: string }[] }>(me, '/api/progress/achievements/announcements', { method: 'POST' });
    expect((await announce()).items).toEqual([]);
    await weigh(me, '2026-06-01', 80);
    const [first, second] = await Promise.all([announce(), announce()]);
    expect([...first.items, ...second.items].map((item) => item.key)).toEqual(['first-weigh-in']);
    expect((await announce()).items).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Exercise progress and the History tab

describe('exercise progress', () => {
  it('answers best e1RM, heaviest weight and volume per session, the records and every set', async () => {
    const me = await registerUser(t.app);
    const template = await ok<{ _id: string }>(me, '/api/workouts/templates', {
      method: 'POST',
      payload: { name: 'Legs' },
    });
    const finishAt = async (hoursAgo: number, sets: object[]) => {
      const finishedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      await ok(me, '/api/workouts/finish', {
        method: 'POST',
        payload: {
          templateId: template._id,
          startedAt: new Date(Date.now() - (hoursAgo + 1) * 3_600_000).toISOString(),
          finishedAt,
          caloriesBurned: 100,
          exercises: [{ exerciseId: 'Barbell_Squat', sets }],
        },
      });
      return finishedAt;
    };
    const first = await finishAt(48, [
      { type: 'warmup', weightKg: 60, reps: 10, completed: true },
      { weightKg: 100, reps: 5, completed: true },
      { weightKg: 90, reps: 10, completed: true },
      { weightKg: 140, reps: 1, completed: false },
    ]);
    const second = await finishAt(24, [
      { weightKg: 110, reps: 3, completed: true },
      { weightKg: 80, reps: 15, completed: true },
    ]);
    const progress = await ok<ExerciseProgress>(me, '/api/progress/exercises/Barbell_Squat');
    expect(progress.exercise).toMatchObject({ id: 'Barbell_Squat', kind: 'weight_reps' });
    // Epley: 100 × (1 + 5/30) = 116.67; 90 × (1 + 10/30) = 120; 110 × 1.1 = 121; 15 reps is out of range.
    expect(progress.sessions).toEqual([
      {
        logId: expect.any(String),
        performedAt: first,
        bestE1rmKg: 120,
        heaviestKg: 100,
        volumeKg: 1400,
        sets: 2,
      },
      {
        logId: expect.any(String),
        performedAt: second,
        bestE1rmKg: 121,
        heaviestKg: 110,
        volumeKg: 1530,
        sets: 2,
      },
    ]);
    const records = Object.fromEntries(progress.records.map((r) => [r.record, r.value]));
    expect(records).toEqual({
      heaviestWeight: 110,
      estimatedOneRepMax: 121,
      mostReps: 15,
      bestSetVolume: 1200,
    });
    const sets = await ok<ExerciseSetsPage>(me, '/api/progress/exercises/Barbell_Squat/sets');
    expect(sets.nextCursor).toBeNull();
    expect(sets.items.map((s) => [s.performedAt, s.weightKg, s.reps, s.type, s.completed])).toEqual([
      [second, 80, 15, 'normal', true],
      [second, 110, 3, 'normal', true],
      [first, 140, 1, 'normal', false],
      [first, 90, 10, 'normal', true],
      [first, 100, 5, 'normal', true],
      [first, 60, 10, 'warmup', true],
    ]);
    expect((await call(me, '/api/progress/exercises/No_Such_Lift')).statusCode).toBe(404);

    const muscles = await ok<MuscleSets>(me, '/api/progress/muscle-sets');
    expect(muscles.weeks).toHaveLength(8);
    const total = muscles.weeks.reduce((sum, week) => sum + (week.sets['quadriceps'] ?? 0), 0);
    // Four counting sets (no warm-up, no unfinished one), all of them in the last 8 weeks.
    expect(total).toBe(4);

    const days = await ok<TrainingDays>(me, '/api/progress/training-days');
    expect(days.days.reduce((sum, day) => sum + day.workouts, 0)).toBe(2);
    expect(days.from <= days.days[0]!.date && days.days.at(-1)!.date <= days.to).toBe(true);
  });
});

describe('GET /api/progress/overview', () => {
  it("answers this month's weight and body-fat change and workouts from the data", async () => {
    const me = await registerUser(t.app);
    const today = new Date().toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    await ok(me, '/api/progress', {
      method: 'POST',
      payload: { date: '2020-01-01', measurements: { weight: 90, bodyFat: 25 } },
    });
    await ok(me, '/api/progress', {
      method: 'POST',
      payload: { date: `${month}-01`, measurements: { weight: 88.5, bodyFat: 24.2 } },
    });
    await insertWorkouts(me.userId, []);
    const overview = await ok<ProgressOverview>(me, '/api/progress/overview', {});
    expect(overview).toMatchObject({
      month,
      weightChangeKg: -1.5,
      bodyFatChange: -0.8,
      workouts: 0,
      latestPhoto: null,
    });
    expect(overview.newestAchievements.map((a) => a.key)).toEqual(['first-weigh-in']);
  });
});

describe('the OpenAPI document', () => {
  it('lists every chart request with its answer schema, for signed-in users only', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    for (const path of [
      '/api/progress/weight',
      '/api/progress/measurements/{key}',
      '/api/progress/photos',
      '/api/progress/overview',
      '/api/progress/achievements',
      '/api/progress/exercises/{exerciseId}',
      '/api/progress/exercises/{exerciseId}/sets',
      '/api/progress/training-days',
      '/api/progress/muscle-sets',
    ]) {
      const get = document.paths[path]?.get;
      expect(get?.responses['200'], path).toBeDefined();
      expect(get?.security?.length, path).toBeGreaterThan(0);
    }
    expect(document.paths['/api/progress/achievements/announcements']?.post).toBeDefined();
    expect(document.paths['/api/progress/{id}']?.put).toBeDefined();
  });
});
