import { describe, expect, it } from 'vitest';
import { registerUser, type Session } from '../../test/test-app.js';
import { callAs, type Call, expectAnsweredAsUnknown, useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const call = (session: Session, url: string, req?: Call) => callAs(t.app, session, url, req);

const MINUTE = 60_000;

/** A log as the list answers it: everything but its sets. */
function withoutSets(log: Record<string, unknown>): Record<string, unknown> {
  const summary = { ...log };
  delete summary.exercises;
  return summary;
}
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/** Another user's row answers `req` exactly as an unknown id does. */
async function expectLikeUnknown(session: Session, url: string, unknownUrl: string, req: Call) {
  expectAnsweredAsUnknown(await call(session, url, req), await call(session, unknownUrl, req));
}

async function createTemplate(session: Session, body: Record<string, unknown> = {}) {
  const response = await call(session, '/api/workouts/templates', {
    method: 'POST',
    payload: {
      name: 'Legs Day',
      day: 'Monday',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Lunge'],
      estimatedDurationMin: 45,
      ...body,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; name: string }>();
}

async function finish(
  session: Session,
  templateId: string,
  body: Record<string, unknown> = {},
  timeZone?: string,
) {
  return call(session, '/api/workouts/finish', {
    method: 'POST',
    payload: {
      templateId,
      startedAt: iso(-30 * MINUTE),
      finishedAt: iso(0),
      caloriesBurned: 270,
      notes: 'Felt strong',
      ...body,
    },
    ...(timeZone ? { timeZone } : {}),
  });
}

async function templates(session: Session) {
  const response = await call(session, '/api/workouts/templates');
  expect(response.statusCode).toBe(200);
  return response.json<Array<Record<string, unknown> & { _id: string }>>();
}

async function logs(session: Session, query = '') {
  const response = await call(session, `/api/workouts/logs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Array<Record<string, unknown> & { _id: string }>>();
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/workouts/templates'],
    ['POST', '/api/workouts/templates'],
    ['PUT', '/api/workouts/templates/x'],
    ['DELETE', '/api/workouts/templates/x'],
    ['GET', '/api/workouts/logs'],
    ['PUT', '/api/workouts/logs/x'],
    ['DELETE', '/api/workouts/logs/x'],
    ['POST', '/api/workouts/finish'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('templates', () => {
  it('creates a template and lists it with every field', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user);
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'Legs Day',
      day: 'Monday',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Lunge'],
      estimatedDurationMin: 45,
      lastCompletedAt: null,
      lastDurationMin: null,
      plan: [],
    });
    expect(await templates(user)).toEqual([created]);
  });

  it('trims fields, drops blank exercises and names a blank template "Workout"', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user, {
      name: '   ',
      day: ' Friday ',
      muscleGroup: '  Back ',
      exercises: [' Row ', '', '  ', 'Pull-up'],
    });
    expect(created).toMatchObject({
      name: 'Workout',
      day: 'Friday',
      muscleGroup: 'Back',
      exercises: ['Row', 'Pull-up'],
    });
  });

  it('splits exercises sent as comma-separated text', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user, { exercises: 'Bench, , Fly,Dip ' });
    expect(created).toMatchObject({ exercises: ['Bench', 'Fly', 'Dip'] });
  });

  it('fills defaults when only a name is sent', async () => {
    const user = await registerUser(t.app);
    const response = await call(user, '/api/workouts/templates', {
      method: 'POST',
      payload: { name: 'Yoga' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Yoga',
      day: '',
      muscleGroup: '',
      exercises: [],
      estimatedDurationMin: 0,
    });
  });

  it("lists only the caller's templates, oldest first", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const first = await createTemplate(user, { name: 'First' });
    const second = await createTemplate(user, { name: 'Second' });
    await createTemplate(other, { name: 'Not yours' });
    expect((await templates(user)).map((x) => x._id)).toEqual([first._id, second._id]);
  });

  it.each([
    ['a missing name', {}, 'name'],
    ['a numeric name', { name: 5 }, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name'],
    ['a negative duration', { name: 'A', estimatedDurationMin: -1 }, 'estimatedDurationMin'],
    ['a text duration', { name: 'A', estimatedDurationMin: 'long' }, 'estimatedDurationMin'],
    ['an endless duration', { name: 'A', estimatedDurationMin: 100000 }, 'estimatedDurationMin'],
    ['exercises of numbers', { name: 'A', exercises: [1, 2] }, 'exercises'],
    ['51 exercises', { name: 'A', exercises: Array.from({ length: 51 }, (_, i) => `E${i}`) }, 'exercises'],
    ['a 101-character day', { name: 'A', day: 'd'.repeat(101) }, 'day'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const user = await registerUser(t.app);
    const response = await call(user, '/api/workouts/templates', { method: 'POST', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).some((key) => key.startsWith(field))).toBe(true);
    expect(await templates(user)).toEqual([]);
  });

  it('updates the fields sent and keeps the others', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user);
    const response = await call(user, `/api/workouts/templates/${created._id}`, {
      method: 'PUT',
      payload: { name: ' Leg Power ', exercises: 'Squat, Deadlift', estimatedDurationMin: 50 },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: created._id,
      name: 'Leg Power',
      day: 'Monday',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Deadlift'],
      estimatedDurationMin: 50,
      lastCompletedAt: null,
      lastDurationMin: null,
      plan: [],
    };
    expect(response.json()).toEqual(expected);
    expect(await templates(user)).toEqual([expected]);
  });

  it('answers 400 for a bad update and changes nothing', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user);
    const response = await call(user, `/api/workouts/templates/${created._id}`, {
      method: 'PUT',
      payload: { name: 'Changed', estimatedDurationMin: -5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('estimatedDurationMin');
    expect((await templates(user))[0]).toMatchObject({ name: 'Legs Day', estimatedDurationMin: 45 });
  });

  it('deletes a template', async () => {
    const user = await registerUser(t.app);
    const created = await createTemplate(user);
    const response = await call(user, `/api/workouts/templates/${created._id}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await templates(user)).toEqual([]);
    const again = await call(user, `/api/workouts/templates/${created._id}`, { method: 'DELETE' });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's template exactly as for an unknown id, and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const created = await createTemplate(owner);

    await expectLikeUnknown(
      intruder,
      `/api/workouts/templates/${created._id}`,
      '/api/workouts/templates/does-not-exist',
      { method: 'PUT', payload: { name: 'Mine now' } },
    );

    await expectLikeUnknown(
      intruder,
      `/api/workouts/templates/${created._id}`,
      '/api/workouts/templates/does-not-exist',
      { method: 'DELETE' },
    );

    const fin = await finish(intruder, created._id);
    expect(fin.statusCode).toBe(404);
    expect(await logs(intruder)).toEqual([]);

    expect(await templates(owner)).toEqual([created]);
    expect(await templates(intruder)).toEqual([]);
  });
});

describe('finishing a workout', () => {
  it('stores a log named after the template and marks the template done', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user, { name: 'HIIT Blast' });
    const startedAt = new Date(Date.now() - 42 * MINUTE - 20_000).toISOString(); // 42 min 20 s
    const finishedAt = new Date().toISOString();
    const response = await finish(user, template._id, {
      startedAt,
      finishedAt,
      caloriesBurned: 508,
      notes: '  PR on burpees  ',
    });
    expect(response.statusCode).toBe(201);
    const log = response.json();
    expect(log).toEqual({
      _id: expect.any(String),
      templateId: template._id,
      timestamp: finishedAt,
      startedAt,
      workoutType: 'HIIT Blast',
      notes: 'PR on burpees',
      durationMin: 42,
      caloriesBurned: 508,
      volumeKg: 0,
      setCount: 0,
      records: [],
      exercises: [],
    });
    expect(await logs(user)).toEqual([withoutSets(log)]);
    expect((await templates(user))[0]).toMatchObject({ lastCompletedAt: finishedAt, lastDurationMin: 42 });
  });

  it('rounds the duration to the nearest minute', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const finishedAt = Date.now() - MINUTE;
    const response = await finish(user, template._id, {
      startedAt: new Date(finishedAt - 10 * MINUTE - 30_000).toISOString(),
      finishedAt: new Date(finishedAt).toISOString(),
    });
    expect(response.json().durationMin).toBe(11);
  });

  it('accepts instants with an offset and stores them in UTC', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const response = await finish(user, template._id, {
      startedAt: '2026-01-10T09:00:00+02:00',
      finishedAt: '2026-01-10T09:45:00+02:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      startedAt: '2026-01-10T07:00:00.000Z',
      timestamp: '2026-01-10T07:45:00.000Z',
      durationMin: 45,
    });
  });

  it('defaults the notes to empty text', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const response = await call(user, '/api/workouts/finish', {
      method: 'POST',
      payload: {
        templateId: template._id,
        startedAt: iso(-5 * MINUTE),
        finishedAt: iso(0),
        caloriesBurned: 40,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notes).toBe('');
  });

  it("stores the calendar day of the finish in the caller's zone", async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    // 23:30 on 9 January in Los Angeles is already 10 January in UTC.
    const response = await finish(
      user,
      template._id,
      { startedAt: '2026-01-10T07:00:00.000Z', finishedAt: '2026-01-10T07:30:00.000Z' },
      'America/Los_Angeles',
    );
    expect(response.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('workout_logs')
      .select(['local_date', 'user_id'])
      .where('id', '=', response.json()._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ local_date: '2026-01-09', user_id: user.userId });

    const utc = await finish(user, template._id, {
      startedAt: '2026-01-10T07:00:00.000Z',
      finishedAt: '2026-01-10T07:30:00.000Z',
    });
    const utcRow = await t.database.db
      .selectFrom('workout_logs')
      .select('local_date')
      .where('id', '=', utc.json()._id)
      .executeTakeFirstOrThrow();
    expect(utcRow.local_date).toBe('2026-01-10');
  });

  it("keeps the newest finish as the template's last, even when an older one arrives later", async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    await finish(user, template._id, {
      startedAt: '2026-02-02T10:00:00.000Z',
      finishedAt: '2026-02-02T10:20:00.000Z',
    });
    await finish(user, template._id, {
      startedAt: '2026-02-01T10:00:00.000Z',
      finishedAt: '2026-02-01T11:00:00.000Z',
    });
    expect((await templates(user))[0]).toMatchObject({
      lastCompletedAt: '2026-02-02T10:20:00.000Z',
      lastDurationMin: 20,
    });
  });

  it('accepts a finish a little ahead of the server clock', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const response = await finish(user, template._id, {
      startedAt: iso(-10 * MINUTE),
      finishedAt: iso(2 * MINUTE),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a missing templateId', { templateId: undefined }, 'templateId'],
    ['a missing startedAt', { startedAt: undefined }, 'startedAt'],
    ['a startedAt that is not a date', { startedAt: 'yesterday' }, 'startedAt'],
    ['a finishedAt that is a number', { finishedAt: 1700000000000 }, 'finishedAt'],
    [
      'a finish before the start',
      { startedAt: iso(-5 * MINUTE), finishedAt: iso(-10 * MINUTE) },
      'finishedAt',
    ],
    ['a finish in the future', { startedAt: iso(0), finishedAt: iso(60 * MINUTE) }, 'finishedAt'],
    [
      'a start and finish in the future',
      { startedAt: iso(30 * MINUTE), finishedAt: iso(60 * MINUTE) },
      'finishedAt',
    ],
    ['a workout of 8 days', { startedAt: iso(-8 * 24 * 60 * MINUTE), finishedAt: iso(0) }, 'startedAt'],
    ['negative calories', { caloriesBurned: -1 }, 'caloriesBurned'],
    ['calories as text', { caloriesBurned: 'lots' }, 'caloriesBurned'],
    ['missing calories', { caloriesBurned: undefined }, 'caloriesBurned'],
    ['notes that are not text', { notes: 42 }, 'notes'],
    ['notes of 2001 characters', { notes: 'n'.repeat(2001) }, 'notes'],
  ])('answers 400 naming the field for %s, storing nothing', async (_case, override, field) => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const payload: Record<string, unknown> = {
      templateId: template._id,
      startedAt: iso(-30 * MINUTE),
      finishedAt: iso(0),
      caloriesBurned: 200,
      notes: '',
      ...override,
    };
    for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
    const response = await call(user, '/api/workouts/finish', { method: 'POST', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toHaveProperty(field);
    expect(await logs(user)).toEqual([]);
    expect((await templates(user))[0]).toMatchObject({ lastCompletedAt: null, lastDurationMin: null });
  });

  it('answers 404 for an unknown template and stores nothing', async () => {
    const user = await registerUser(t.app);
    const response = await finish(user, 'no-such-template');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect(await logs(user)).toEqual([]);
  });
});

describe('logs', () => {
  it('lists the newest 8 by default, newest first', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    for (let i = 0; i < 10; i += 1) {
      const response = await finish(user, template._id, {
        startedAt: new Date(base + i * 60 * MINUTE).toISOString(),
        finishedAt: new Date(base + i * 60 * MINUTE + 20 * MINUTE).toISOString(),
        notes: `Session ${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const listed = await logs(user);
    expect(listed.map((log) => log.notes)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Session ${i}`));
    expect((await logs(user, '?limit=3')).map((log) => log.notes)).toEqual([
      'Session 9',
      'Session 8',
      'Session 7',
    ]);
    expect(await logs(user, '?limit=50')).toHaveLength(10);
    expect(await logs(user, '?limit=1')).toHaveLength(1);
  });

  it.each(['0', '51', '-1', '2.5', 'abc', ''])('answers 400 for limit=%s', async (limit) => {
    const user = await registerUser(t.app);
    const response = await call(user, `/api/workouts/logs?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });

  it("lists only the caller's logs", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await finish(other, (await createTemplate(other))._id);
    expect(await logs(user)).toEqual([]);
    expect(await logs(other)).toHaveLength(1);
  });

  it('updates notes and calories', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const log = (await finish(user, template._id)).json();
    const response = await call(user, `/api/workouts/logs/${log._id}`, {
      method: 'PUT',
      payload: { notes: ' New squat PR: 120 kg ', caloriesBurned: 333 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...log, notes: 'New squat PR: 120 kg', caloriesBurned: 333 });
    expect((await logs(user))[0]).toEqual({
      ...withoutSets(log),
      notes: 'New squat PR: 120 kg',
      caloriesBurned: 333,
    });

    const notesOnly = await call(user, `/api/workouts/logs/${log._id}`, {
      method: 'PUT',
      payload: { notes: '' },
    });
    expect(notesOnly.json()).toMatchObject({ notes: '', caloriesBurned: 333 });
  });

  it.each([
    ['an empty body', {}],
    ['negative calories', { caloriesBurned: -3 }],
    ['calories as text', { caloriesBurned: '300' }],
    ['notes as a number', { notes: 7 }],
  ])('answers 400 for %s and changes nothing', async (_case, payload) => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const log = (await finish(user, template._id)).json();
    const response = await call(user, `/api/workouts/logs/${log._id}`, { method: 'PUT', payload });
    expect(response.statusCode).toBe(400);
    expect((await logs(user))[0]).toEqual(withoutSets(log));
  });

  it("deletes a log and the template's last fields fall back to the newest remaining log", async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const older = (
      await finish(user, template._id, {
        startedAt: '2026-04-01T10:00:00.000Z',
        finishedAt: '2026-04-01T10:15:00.000Z',
      })
    ).json();
    const newer = (
      await finish(user, template._id, {
        startedAt: '2026-04-02T10:00:00.000Z',
        finishedAt: '2026-04-02T10:40:00.000Z',
      })
    ).json();

    const response = await call(user, `/api/workouts/logs/${newer._id}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(204);
    expect((await logs(user)).map((log) => log._id)).toEqual([older._id]);
    expect((await templates(user))[0]).toMatchObject({
      lastCompletedAt: '2026-04-01T10:15:00.000Z',
      lastDurationMin: 15,
    });

    await call(user, `/api/workouts/logs/${older._id}`, { method: 'DELETE' });
    expect((await templates(user))[0]).toMatchObject({ lastCompletedAt: null, lastDurationMin: null });
  });

  it('keeps the logs when their template is deleted', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user, { name: 'Chest Day' });
    const log = (await finish(user, template._id, { notes: 'Bench 100 kg' })).json();
    expect(
      (await call(user, `/api/workouts/templates/${template._id}`, { method: 'DELETE' })).statusCode,
    ).toBe(204);
    expect(await logs(user)).toEqual([{ ...withoutSets(log), templateId: null }]);
    expect(log).toMatchObject({ workoutType: 'Chest Day', notes: 'Bench 100 kg' });
    // A log without a template can still be edited and removed.
    expect(
      (await call(user, `/api/workouts/logs/${log._id}`, { method: 'PUT', payload: { notes: 'x' } }))
        .statusCode,
    ).toBe(200);
    expect((await call(user, `/api/workouts/logs/${log._id}`, { method: 'DELETE' })).statusCode).toBe(204);
  });

  it("answers 404 for another user's log exactly as for an unknown id, and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const template = await createTemplate(owner);
    const log = (await finish(owner, template._id)).json();

    await expectLikeUnknown(intruder, `/api/workouts/logs/${log._id}`, '/api/workouts/logs/nope', {
      method: 'PUT',
      payload: { notes: 'hacked' },
    });

    await expectLikeUnknown(intruder, `/api/workouts/logs/${log._id}`, '/api/workouts/logs/nope', {
      method: 'DELETE',
    });

    expect(await logs(owner)).toEqual([withoutSets(log)]);
    expect((await templates(owner))[0]).toMatchObject({ lastCompletedAt: log.timestamp });
  });
});
