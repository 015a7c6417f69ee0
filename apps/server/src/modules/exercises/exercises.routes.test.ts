import type { Exercise, ExerciseList } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { registerUser, type Session } from '../../test/test-app.js';
import { type Call, callAs, useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const call = (session: Session, url: string, req?: Call) => callAs(t.app, session, url, req);

async function search(session: Session, query: Record<string, string>): Promise<ExerciseList> {
  const response = await call(session, `/api/exercises?${new URLSearchParams(query).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExerciseList>();
}
const names = (list: ExerciseList) => list.items.map((item) => item.name);

async function createExercise(session: Session, body: Record<string, unknown> = {}): Promise<Exercise> {
  const response = await call(session, '/api/exercises', {
    method: 'POST',
    payload: { name: 'Sled Push', kind: 'distance_duration', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Exercise>();
}

describe('the built-in library', () => {
  it('holds the 873 exercises, pages through them by name and ends with a null cursor', async () => {
    const user = await registerUser(t.app);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(user, { limit: '100', ...(cursor ? { cursor } : {}) });
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(873);
    expect(new Set(seen).size).toBe(873);
    expect([...seen].sort()).toEqual(seen);
  });

  it('answers every field of an exercise', async () => {
    const user = await registerUser(t.app);
    const list = await search(user, { q: 'Barbell Bench Press - Medium Grip', limit: '1' });
    expect(list.items[0]).toEqual({
      _id: 'Barbell_Bench_Press_-_Medium_Grip',
      name: 'Barbell Bench Press - Medium Grip',
      kind: 'weight_reps',
      category: 'strength',
      equipment: 'barbell',
      primaryMuscles: ['chest'],
      secondaryMuscles: ['shoulders', 'triceps'],
      custom: false,
    });
  });

  it.each(['bench pres', 'press bench', 'benchpress', 'BENCH PRESS', 'bench prses'])(
    '"%s" finds the barbell bench press among the first five',
    async (q) => {
      const user = await registerUser(t.app);
      expect(names(await search(user, { q, limit: '5' }))).toContain('Barbell Bench Press - Medium Grip');
    },
  );

  it('ranks the barbell bench press above the machine one for "bench pres" (equal matches: free weight first)', async () => {
    const user = await registerUser(t.app);
    const found = names(await search(user, { q: 'bench pres', limit: '20' }));
    expect(found).toContain('Machine Bench Press');
    expect(found.indexOf('Barbell Bench Press - Medium Grip')).toBeLessThan(
      found.indexOf('Machine Bench Press'),
    );
  });

  it.each([
    ['squat', 'Barbell Squat'],
    ['dumbell curl', 'Dumbbell Bicep Curl'],
    ['legpress', 'Leg Press'],
    ['runing', 'Running, Treadmill'],
    ['pull up', 'Band Assisted Pull-Up'],
    ['plank', 'Plank'],
  ])('"%s" finds %s among the first five', async (q, expected) => {
    const user = await registerUser(t.app);
    expect(names(await search(user, { q, limit: '5' }))).toContain(expected);
  });

  it('filters by primary muscle and equipment, with or without words', async () => {
    const user = await registerUser(t.app);
    const chestBarbell = await search(user, { muscle: 'chest', equipment: 'barbell', limit: '100' });
    expect(chestBarbell.items.length).toBeGreaterThan(5);
    for (const item of chestBarbell.items) {
      expect(item.primaryMuscles).toContain('chest');
      expect(item.equipment).toBe('barbell');
    }
    const curls = await search(user, { q: 'curl', muscle: 'biceps', limit: '100' });
    expect(curls.items.every((item) => item.primaryMuscles.includes('biceps'))).toBe(true);
    expect(names(curls)).not.toContain('Leg Curl');
  });

  it('finds nothing for words no exercise resembles', async () => {
    const user = await registerUser(t.app);
    expect(await search(user, { q: 'xylophone qqq' })).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['muscle=wings', 'muscle'],
    ['equipment=spaceship', 'equipment'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['cursor=***', 'cursor'],
    ['cursor=bm90LWpzb24', 'cursor'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const user = await registerUser(t.app);
    const response = await call(user, `/api/exercises?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe("a person's own exercises", () => {
  it('creates one with defaults and finds it by search, for its owner only', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const created = await createExercise(owner, {
      name: '  Backyard Sled Shove  ',
      primaryMuscles: ['quadriceps'],
    });
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'Backyard Sled Shove',
      kind: 'distance_duration',
      category: 'custom',
      equipment: null,
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: [],
      custom: true,
    });
    expect(names(await search(owner, { q: 'backyrd shove', limit: '3' }))).toContain('Backyard Sled Shove');
    expect(names(await search(owner, { q: 'sled', muscle: 'quadriceps' }))).toContain('Backyard Sled Shove');
    expect(names(await search(owner, { q: 'sled', muscle: 'chest' }))).not.toContain('Backyard Sled Shove');
    const seenByOther = await search(other, { q: 'backyard sled shove', limit: '100' });
    expect(seenByOther.items.filter((item) => item.custom)).toEqual([]);
  });

  it('updates the fields sent and keeps the others', async () => {
    const user = await registerUser(t.app);
    const created = await createExercise(user, { equipment: 'other' });
    const response = await call(user, `/api/exercises/${created._id}`, {
      method: 'PUT',
      payload: { name: 'Heavy Sled Push', kind: 'weight_reps' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, name: 'Heavy Sled Push', kind: 'weight_reps' });
    expect(names(await search(user, { q: 'heavy sled' }))).toContain('Heavy Sled Push');
  });

  it.each([
    ['a blank name', { name: '  ', kind: 'weight_reps' }, 'name'],
    ['no kind', { name: 'X' }, 'kind'],
    ['an unknown kind', { name: 'X', kind: 'reps' }, 'kind'],
    ['an unknown muscle', { name: 'X', kind: 'weight_reps', primaryMuscles: ['wings'] }, 'primaryMuscles.0'],
    ['unknown equipment', { name: 'X', kind: 'weight_reps', equipment: 'spaceship' }, 'equipment'],
    ['a 101-character name', { name: 'x'.repeat(101), kind: 'weight_reps' }, 'name'],
  ])('answers 400 naming the field for %s and stores nothing', async (_case, payload, field) => {
    const user = await registerUser(t.app);
    const response = await call(user, '/api/exercises', { method: 'POST', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    const own = await t.database.db
      .selectFrom('exercises')
      .select('id')
      .where('owner_id', '=', user.userId)
      .execute();
    expect(own).toEqual([]);
  });

  it("answers 404 for another user's exercise and for a built-in one, exactly as for an unknown id", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const created = await createExercise(owner);
    const unknown = await call(intruder, '/api/exercises/nope', { method: 'PUT', payload: { name: 'X' } });
    expect(unknown.statusCode).toBe(404);
    for (const id of [created._id, 'Barbell_Bench_Press_-_Medium_Grip']) {
      const put = await call(intruder, `/api/exercises/${id}`, { method: 'PUT', payload: { name: 'X' } });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(unknown.json());
      const del = await call(intruder, `/api/exercises/${id}`, { method: 'DELETE' });
      expect(del.statusCode).toBe(404);
    }
    // Not even its owner may change the built-in library.
    const builtIn = await call(owner, '/api/exercises/Barbell_Bench_Press_-_Medium_Grip', {
      method: 'DELETE',
    });
    expect(builtIn.statusCode).toBe(404);
    expect(names(await search(owner, { q: 'sled push' }))).toContain('Sled Push');
    expect(names(await search(owner, { q: 'Barbell Bench Press - Medium Grip', limit: '1' }))).toEqual([
      'Barbell Bench Press - Medium Grip',
    ]);
  });

  it('deleting one hides it from the library while the workouts that used it keep its name', async () => {
    const user = await registerUser(t.app);
    const created = await createExercise(user, { name: 'Garage Keg Carry', kind: 'weight_reps' });
    const template = (
      await call(user, '/api/workouts/templates', {
        method: 'POST',
        payload: { name: 'Strongman', plan: [{ exerciseId: created._id, sets: [{ reps: 5 }] }] },
      })
    ).json<{ _id: string }>();
    const now = Date.now();
    const log = (
      await call(user, '/api/workouts/finish', {
        method: 'POST',
        payload: {
          templateId: template._id,
          startedAt: new Date(now - 30 * 60_000).toISOString(),
          finishedAt: new Date(now).toISOString(),
          caloriesBurned: 200,
          exercises: [{ exerciseId: created._id, sets: [{ weightKg: 150, reps: 5, completed: true }] }],
        },
      })
    ).json<{ _id: string }>();

    expect((await call(user, `/api/exercises/${created._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect(names(await search(user, { q: 'garage keg carry' }))).not.toContain('Garage Keg Carry');
    expect((await call(user, `/api/exercises/${created._id}`, { method: 'DELETE' })).statusCode).toBe(404);

    const detail = await call(user, `/api/workouts/logs/${log._id}`);
    expect(detail.json().exercises[0]).toMatchObject({
      exerciseId: created._id,
      exerciseName: 'Garage Keg Carry',
    });
    const templates = (await call(user, '/api/workouts/templates')).json();
    expect(templates[0].plan[0]).toMatchObject({ exerciseId: created._id, exerciseName: 'Garage Keg Carry' });
    const records = (await call(user, '/api/workouts/records')).json();
    expect(records.items[0]).toMatchObject({ exerciseName: 'Garage Keg Carry' });
  });
});
