import { addDays, localDateOf, weekOf } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const get = (session: Session, url: string, timeZone?: string) =>
  as(t.app, session, { method: 'GET', url, ...(timeZone ? { timeZone } : {}) });
const put = (session: Session, url: string, payload: unknown, timeZone?: string) =>
  as(t.app, session, { method: 'PUT', url, payload: payload as object, ...(timeZone ? { timeZone } : {}) });

const GET_PATHS = [
  '/api/activity/streak',
  '/api/user/summary/calories?week=current',
  '/api/user/summary/workouts?week=current',
  '/api/user/weight/latest',
  '/api/user/streak/personal-record',
  '/api/user/activity/recent?limit=5',
  '/api/user/goals/workouts',
  '/api/user/schedule/week',
];

describe('access', () => {
  it.each(GET_PATHS)('GET %s needs a signed-in user', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('PUT calls need a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/goals/protein', payload: { target: 5 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/schedule/week', payload: { plan: [] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a new user', () => {
  it('gets zeros, no weight, defaults and an empty schedule', async () => {
    const session = await registerUser(t.app);
    expect((await get(session, '/api/activity/streak')).json()).toEqual({ streak: 0 });
    expect((await get(session, '/api/user/streak/personal-record')).json()).toEqual({ personalRecord: 0 });
    expect((await get(session, '/api/user/summary/calories?week=current')).json()).toEqual({
      totalCalories: 0,
    });
    expect((await get(session, '/api/user/summary/workouts?week=current')).json()).toEqual({
      workoutsThisWeek: 0,
    });
    expect((await get(session, '/api/user/weight/latest')).json()).toEqual({ weight: null });
    expect((await get(session, '/api/user/activity/recent?limit=5')).json()).toEqual({ items: [] });
    for (const [kind, target] of [
      ['workouts', 7],
      ['calories', 20000],
      ['calories-intake', 14000],
      ['protein', 600],
    ] as const) {
      expect((await get(session, `/api/user/goals/${kind}`)).json()).toEqual({ value: 0, target });
    }
    const schedule = (await get(session, '/api/user/schedule/week')).json();
    expect(schedule.items).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((dayOfWeek) => ({
        dayOfWeek,
        muscleGroup: '',
        exercises: [],
        completed: false,
      })),
    );
    expect((await get(session, '/api/auth/summary')).json()).toEqual({
      streak: 0,
      highestStreak: 0,
      startWeightKg: null,
    });
  });
});

describe('figures from stored activity', () => {
  const tz = 'America/New_York';

  it('answers the weekly summaries, streaks, latest weight and recent activity of the caller only', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    const db = t.database.db;
    const now = new Date();
    const today = localDateOf(now, tz);
    const week = weekOf(now, tz);
    // The last half hour of this week's Sunday, and of last week's: only the first is this week.
    await insertWorkout(db, session.userId, {
      finishedAt: new Date(week.end.getTime() - 30 * 60_000),
      timeZone: tz,
      caloriesBurned: 350,
      workoutType: 'Sunday Night',
    });
    await insertWorkout(db, session.userId, {
      finishedAt: new Date(week.start.getTime() - 30 * 60_000),
      timeZone: tz,
      caloriesBurned: 9000,
    });
    await insertMeal(db, session.userId, { date: today, calories: 400, protein: 25, name: 'Quick Meal' });
    await insertMeal(db, session.userId, { date: addDays(today, -1), calories: 10 });
    await insertProgress(db, session.userId, { date: addDays(today, -2), weight: 82.5 });
    await insertProgress(db, session.userId, { date: addDays(today, -5) });
    for (let i = 0; i < 4; i++)
      await insertMeal(db, other.userId, { date: addDays(today, -i), calories: 1234 });
    await insertProgress(db, other.userId, { date: today, weight: 60 });

    expect((await get(session, '/api/user/summary/workouts?week=current', tz)).json()).toEqual({
      workoutsThisWeek: 1,
    });
    expect((await get(session, '/api/user/summary/calories?week=current', tz)).json()).toEqual({
      totalCalories: 350,
    });
    expect((await get(session, '/api/user/summary/calories', tz)).json()).toEqual({ totalCalories: 350 });
    expect((await get(session, '/api/activity/streak', tz)).json()).toEqual({ streak: 3 });
    expect((await get(session, '/api/user/streak/personal-record', tz)).json()).toEqual({
      personalRecord: 3,
    });
    expect((await get(session, '/api/auth/summary', tz)).json()).toMatchObject({
      streak: 3,
      highestStreak: 3,
    });
    expect((await get(session, '/api/user/weight/latest', tz)).json()).toEqual({ weight: 82.5 });
    expect((await get(other, '/api/activity/streak', tz)).json()).toEqual({ streak: 4 });

    const recent = (await get(session, '/api/user/activity/recent?limit=5', tz)).json();
    expect(recent.items).toHaveLength(5);
    expect(recent.items.map((item: { type: string }) => item.type).sort()).toEqual([
      'meal',
      'meal',
      'weight',
      'workout',
      'workout',
    ]);
    const stamps = recent.items.map((item: { timestamp: string }) => item.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(recent.items).toContainEqual(
      expect.objectContaining({ type: 'meal', title: 'Quick Meal', calories: 400 }),
    );
    expect(recent.items).toContainEqual(expect.objectContaining({ type: 'weight', weight: 82.5 }));
    expect(recent.items).toContainEqual(
      expect.objectContaining({ type: 'workout', title: 'Sunday Night', caloriesBurned: 350 }),
    );
    expect(JSON.stringify(recent)).not.toContain('1234');
    expect((await get(session, '/api/user/activity/recent?limit=2', tz)).json().items).toHaveLength(2);
    expect((await get(session, '/api/user/activity/recent', tz)).json().items).toHaveLength(5);
  });

  it('reports the goal values of this week', async () => {
    const session = await registerUser(t.app);
    const today = localDateOf(new Date(), tz);
    await insertWorkout(t.database.db, session.userId, {
      finishedAt: new Date(),
      timeZone: tz,
      caloriesBurned: 420,
    });
    await insertMeal(t.database.db, session.userId, { date: today, calories: 400, protein: 25 });
    expect((await get(session, '/api/user/goals/workouts', tz)).json()).toEqual({ value: 1, target: 7 });
    expect((await get(session, '/api/user/goals/calories', tz)).json()).toEqual({
      value: 420,
      target: 20000,
    });
    expect((await get(session, '/api/user/goals/calories-intake', tz)).json()).toEqual({
      value: 400,
      target: 14000,
    });
    expect((await get(session, '/api/user/goals/protein', tz)).json()).toEqual({ value: 25, target: 600 });
  });
});

describe('goals', () => {
  it('stores a target per user and kind', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    const saved = await put(session, '/api/user/goals/workouts', { target: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ value: 0, target: 14 });
    expect((await put(session, '/api/user/goals/workouts', { target: 1 })).json()).toEqual({
      value: 0,
      target: 1,
    });
    expect((await put(session, '/api/user/goals/calories-intake', { target: 0 })).json()).toEqual({
      value: 0,
      target: 0,
    });
    expect((await get(session, '/api/user/goals/workouts')).json()).toEqual({ value: 0, target: 1 });
    expect((await get(session, '/api/user/goals/calories-intake')).json()).toEqual({ value: 0, target: 0 });
    expect((await get(session, '/api/user/goals/protein')).json()).toEqual({ value: 0, target: 600 });
    expect((await get(other, '/api/user/goals/workouts')).json()).toEqual({ value: 0, target: 7 });
  });

  it.each([
    ['workouts', { target: 0 }],
    ['workouts', { target: 15 }],
    ['workouts', { target: 2.5 }],
    ['protein', { target: -1 }],
    ['calories', { target: '500' }],
    ['calories', { target: null }],
    ['calories', {}],
  ] as Array<[string, { target?: unknown }]>)(
    'refuses %s %j with 400 naming target',
    async (kind, payload) => {
      const session = await registerUser(t.app);
      const response = await put(session, `/api/user/goals/${kind}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { target: expect.any(String) },
      });
      expect((await get(session, `/api/user/goals/${kind}`)).json().target).not.toBe(payload.target);
    },
  );

  it('answers 404 for an unknown kind', async () => {
    const session = await registerUser(t.app);
    for (const response of [
      await get(session, '/api/user/goals/steps'),
      await put(session, '/api/user/goals/steps', { target: 5 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });
});

describe('schedule', () => {
  it('replaces the plan, trims it and always answers Monday to Saturday', async () => {
    const session = await registerUser(t.app);
    const first = await put(session, '/api/user/schedule/week', {
      plan: [
        { dayOfWeek: 'Tuesday', muscleGroup: '  Legs  ', exercises: [' Squat ', '', '   ', 'Lunge'] },
        { dayOfWeek: 'Monday', muscleGroup: 'Chest', exercises: ['Bench Press'] },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().items.slice(0, 3)).toEqual([
      { dayOfWeek: 'Monday', muscleGroup: 'Chest', exercises: ['Bench Press'], completed: false },
      { dayOfWeek: 'Tuesday', muscleGroup: 'Legs', exercises: ['Squat', 'Lunge'], completed: false },
      { dayOfWeek: 'Wednesday', muscleGroup: '', exercises: [], completed: false },
    ]);

    const second = await put(session, '/api/user/schedule/week', {
      plan: [{ dayOfWeek: 'Saturday', muscleGroup: 'Back', exercises: [] }],
    });
    expect(second.statusCode).toBe(200);
    const items = (await get(session, '/api/user/schedule/week')).json().items;
    expect(items).toHaveLength(6);
    expect(items.map((item: { muscleGroup: string }) => item.muscleGroup)).toEqual([
      '',
      '',
      '',
      '',
      '',
      'Back',
    ]);
  });

  it('marks a day completed when a workout was logged on its date this week', async () => {
    const tz = 'Europe/Berlin';
    const session = await registerUser(t.app);
    const monday = weekOf(new Date(), tz).startDate;
    await insertWorkout(t.database.db, session.userId, { finishedAt: `${monday}T10:00:00Z`, timeZone: tz });
    await insertWorkout(t.database.db, session.userId, {
      finishedAt: `${addDays(monday, -2)}T10:00:00Z`,
      timeZone: tz,
    });
    const items = (await get(session, '/api/user/schedule/week', tz)).json().items;
    expect(items.map((item: { completed: boolean }) => item.completed)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['Sunday', { plan: [{ dayOfWeek: 'Sunday', muscleGroup: 'Rest', exercises: [] }] }, 'plan.0.dayOfWeek'],
    [
      'a day twice',
      {
        plan: [
          { dayOfWeek: 'Monday', muscleGroup: 'A', exercises: [] },
          { dayOfWeek: 'Monday', muscleGroup: 'B', exercises: [] },
        ],
      },
      'plan.1.dayOfWeek',
    ],
    ['a missing plan', {}, 'plan'],
    [
      'exercises as text',
      { plan: [{ dayOfWeek: 'Monday', muscleGroup: 'A', exercises: 'Squat' }] },
      'plan.0.exercises',
    ],
    [
      'a long muscle group',
      { plan: [{ dayOfWeek: 'Monday', muscleGroup: 'x'.repeat(101), exercises: [] }] },
      'plan.0.muscleGroup',
    ],
  ])('refuses %s with 400 and keeps the old plan', async (_case, payload, field) => {
    const session = await registerUser(t.app);
    await put(session, '/api/user/schedule/week', {
      plan: [{ dayOfWeek: 'Monday', muscleGroup: 'Kept', exercises: [] }],
    });
    const response = await put(session, '/api/user/schedule/week', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect((await get(session, '/api/user/schedule/week')).json().items[0].muscleGroup).toBe('Kept');
  });

  it('keeps plans of different users apart', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await put(a, '/api/user/schedule/week', {
      plan: [{ dayOfWeek: 'Friday', muscleGroup: 'Arms', exercises: ['Curl'] }],
    });
    expect((await get(b, '/api/user/schedule/week')).json().items[4]).toEqual({
      dayOfWeek: 'Friday',
      muscleGroup: '',
      exercises: [],
      completed: false,
    });
  });
});

describe('query validation', () => {
  it.each(['0', '51', '2.5', 'abc', ''])('refuses limit=%s with 400', async (limit) => {
    const session = await registerUser(t.app);
    const response = await get(session, `/api/user/activity/recent?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });

  it('accepts limit 1 and 50', async () => {
    const session = await registerUser(t.app);
    expect((await get(session, '/api/user/activity/recent?limit=1')).statusCode).toBe(200);
    expect((await get(session, '/api/user/activity/recent?limit=50')).statusCode).toBe(200);
  });

  it('refuses a week other than current', async () => {
    const session = await registerUser(t.app);
    const response = await get(session, '/api/user/summary/workouts?week=last');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('week');
  });
});
