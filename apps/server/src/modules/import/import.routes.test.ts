import fs from 'node:fs';
import path from 'node:path';
import type { ImportPreview, WorkoutLog, WorkoutLogDetail } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { multipartBody, solidImage } from '../../test/image-fixtures.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { IMPORT_TOO_LARGE } from './import.routes.js';

const t = useTestApp();

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const BERLIN = 'Europe/Berlin';

async function preview(session: Session, bytes: Buffer, name = 'export.csv') {
  const body = await multipartBody([{ field: 'file', bytes, name, type: 'text/csv' }]);
  return as(t.app, session, { method: 'POST', url: '/api/import/preview', timeZone: BERLIN, ...body });
}

function confirm(session: Session, importId: string, payload: object = {}) {
  return as(t.app, session, {
    method: 'POST',
    url: `/api/import/${importId}/confirm`,
    timeZone: BERLIN,
    payload,
  });
}

async function logsOf(session: Session): Promise<WorkoutLogDetail[]> {
  const list = await as(t.app, session, { method: 'GET', url: '/api/workouts/logs?limit=50' });
  const logs = list.json<WorkoutLog[] | { items: WorkoutLog[] }>();
  const items = Array.isArray(logs) ? logs : logs.items;
  return Promise.all(
    items.map(async (log) =>
      (
        await as(t.app, session, { method: 'GET', url: `/api/workouts/logs/${log._id}` })
      ).json<WorkoutLogDetail>(),
    ),
  );
}

/** The id of a new weight-and-reps exercise of the user's own. */
async function customExercise(
  session: Session,
  exercise: { name: string; equipment: string | null; primaryMuscles: string[] },
): Promise<string> {
  const payload = { kind: 'weight_reps', secondaryMuscles: [], ...exercise };
  const response = await as(t.app, session, { method: 'POST', url: '/api/exercises', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

async function stagedRows(userId: string) {
  const db = t.database.db;
  const imports = await db.selectFrom('imports').select('id').where('user_id', '=', userId).execute();
  const workouts = await db
    .selectFrom('import_workouts')
    .select('seq')
    .where('user_id', '=', userId)
    .execute();
  return imports.length + workouts.length;
}

describe('POST /api/import/preview and confirm', () => {
  it('previews a Strong file without storing a workout, then imports it once', async () => {
    const user = await registerUser(t.app);
    const previewed = await preview(user, fixture('strong-comma.csv'));
    expect(previewed.statusCode, previewed.body).toBe(200);
    const body = previewed.json<ImportPreview>();
    expect(body).toMatchObject({
      format: 'strong',
      weightUnit: 'kg',
      weightUnitFromFile: false,
      workouts: 2,
      sets: 6,
      duplicates: 0,
      // 18:35:21 in Berlin in July.
      from: '2021-07-07T16:35:21.000Z',
      to: expect.stringMatching(/^2021-07-09T/),
      errors: [{ line: 5, message: "Weight is not a number: 'abc'." }],
    });
    expect(body.exercises.map((exercise) => exercise.name)).toEqual([
      'Bench Press (Barbell)',
      'Overhead Press (Barbell)',
      'Running',
      'Plank',
    ]);
    // "Plank" is the library's name itself; matches name the exercise they found.
    const plank = body.exercises.find((exercise) => exercise.name === 'Plank')!;
    expect(plank.match?.name.toLowerCase()).toBe('plank');
    expect(await logsOf(user)).toEqual([]);

    const confirmed = await confirm(user, body.importId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ workouts: 2, sets: 6 });
    const logs = await logsOf(user);
    expect(logs.map((log) => log.workoutType).sort()).toEqual(['Cardio', 'Push Day']);
    const push = logs.find((log) => log.workoutType === 'Push Day')!;
    expect(push.notes).toBe('Felt strong, slept well');
    expect(push.durationMin).toBe(63);
    expect(JSON.stringify(push)).toContain('82.5');
    expect(await stagedRows(user.userId)).toBe(0);

    // The staging is gone: the same import cannot be confirmed twice.
    expect((await confirm(user, body.importId)).statusCode).toBe(404);

    // The same file again: every workout is a duplicate and nothing is added.
    const again = (await preview(user, fixture('strong-comma.csv'))).json<ImportPreview>();
    expect(again).toMatchObject({ workouts: 0, sets: 0, duplicates: 2 });
    expect((await confirm(user, again.importId)).json()).toEqual({ workouts: 0, sets: 0 });
    expect(await logsOf(user)).toHaveLength(2);
  });

  it('a workout previewed twice and confirmed twice is stored once', async () => {
    const user = await registerUser(t.app);
    const first = (await preview(user, fixture('hevy-kg.csv'))).json<ImportPreview>();
    const second = (await preview(user, fixture('hevy-kg.csv'))).json<ImportPreview>();
    expect(first).toMatchObject({ format: 'hevy', workouts: 2, sets: 6, duplicates: 0 });
    expect((await confirm(user, first.importId)).json()).toEqual({ workouts: 2, sets: 6 });
    expect((await confirm(user, second.importId)).json()).toEqual({ workouts: 0, sets: 0 });
    expect(await logsOf(user)).toHaveLength(2);
  });

  it('honours changed matches and the unit chosen at confirm; unmatched names become custom exercises', async () => {
    const user = await registerUser(t.app);
    const ownId = await customExercise(user, {
      name: 'My Bench',
      equipment: 'barbell',
      primaryMuscles: ['chest'],
    });
    const body = (await preview(user, fixture('strong-comma.csv'))).json<ImportPreview>();
    const confirmed = await confirm(user, body.importId, {
      weightUnit: 'lb',
      matches: [
        { name: 'Bench Press (Barbell)', exerciseId: ownId },
        { name: 'Overhead Press (Barbell)', exerciseId: null },
      ],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const push = (await logsOf(user)).find((log) => log.workoutType === 'Push Day')!;
    const text = JSON.stringify(push);
    expect(text).toContain(ownId);
    // 80 lb in kilograms: the file's weights were re-read in pounds.
    expect(text).toContain(String(80 * 0.45359237).slice(0, 6));
    expect(text).not.toContain('"weightKg":80');
    const mine = await as(t.app, user, {
      method: 'GET',
      url: '/api/exercises?q=Overhead%20Press%20(Barbell)',
    });
    expect(JSON.stringify(mine.json())).toContain('"Overhead Press (Barbell)"');
  });

  it('maps an imported name to another library exercise for every row of that name, creating no custom one', async () => {
    const user = await registerUser(t.app);
    const search = await as(t.app, user, { method: 'GET', url: '/api/exercises?q=incline%20bench&limit=1' });
    const incline = search.json<{ items: { _id: string; name: string; custom: boolean }[] }>().items[0]!;
    expect(incline.custom).toBe(false);
    const body = (await preview(user, fixture('strong-comma.csv'))).json<ImportPreview>();
    const bench = body.exercises.find((exercise) => exercise.name === 'Bench Press (Barbell)')!;
    expect(bench.match?._id).not.toBe(incline._id);

    const confirmed = await confirm(user, body.importId, {
      matches: [{ name: 'Bench Press (Barbell)', exerciseId: incline._id }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const push = (await logsOf(user)).find((log) => log.workoutType === 'Push Day')!;
    const benchEntries = push.exercises.filter((exercise) => exercise.sets.some((set) => set.reps === 8));
    expect(benchEntries.map((exercise) => exercise.exerciseId)).toEqual([incline._id]);
    // All three rows of the name (the warm-up too) went to the chosen exercise.
    expect(benchEntries[0]!.sets.map((set) => set.reps)).toEqual([10, 8, 6]);
    expect(JSON.stringify(push)).not.toContain(bench.match?._id ?? 'no earlier match');
    const own = await as(t.app, user, { method: 'GET', url: '/api/exercises?q=Bench%20Press%20(Barbell)' });
    expect(
      own.json<{ items: { name: string; custom: boolean }[] }>().items.filter((item) => item.custom),
    ).toEqual([]);
  });

  it("refuses a match naming an exercise the file does not have, or another user's exercise", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const foreignId = await customExercise(other, { name: 'Secret', equipment: null, primaryMuscles: [] });
    const body = (await preview(user, fixture('strong-comma.csv'))).json<ImportPreview>();
    const unknownName = await confirm(user, body.importId, { matches: [{ name: 'Nope', exerciseId: null }] });
    expect(unknownName.statusCode).toBe(400);
    expect(unknownName.json().message).toContain('Nope');
    const stolen = await confirm(user, body.importId, {
      matches: [{ name: 'Plank', exerciseId: foreignId }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(await logsOf(user)).toEqual([]);
  });

  it("another user's import is a 404 and stays importable by its owner", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const body = (await preview(owner, fixture('strong-comma.csv'))).json<ImportPreview>();
    expect((await confirm(intruder, body.importId)).statusCode).toBe(404);
    expect(await logsOf(intruder)).toEqual([]);
    expect((await confirm(owner, body.importId)).json()).toEqual({ workouts: 2, sets: 6 });
  });
});

describe('bad files', () => {
  it('a CSV of something else is a 400 naming the expected columns, nothing staged', async () => {
    const user = await registerUser(t.app);
    const response = await preview(user, fixture('not-workouts.csv'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('not a Strong or Hevy export');
    expect(await stagedRows(user.userId)).toBe(0);
  });

  it('an image is a 400 saying it is not a CSV, nothing staged', async () => {
    const user = await registerUser(t.app);
    const png = await solidImage(8, 8).png().toBuffer();
    const response = await preview(user, png, 'photo.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is not a CSV text file.');
    expect(await stagedRows(user.userId)).toBe(0);
  });

  it('an empty file and a request without the file field are 400s', async () => {
    const user = await registerUser(t.app);
    const empty = await preview(user, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
    const body = await multipartBody([{ field: 'other', bytes: fixture('hevy-kg.csv') }]);
    const missing = await as(t.app, user, { method: 'POST', url: '/api/import/preview', ...body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"file"');
  });

  it('a 25 MB file is a 413 with a clear message, and nothing is stored', async () => {
    const user = await registerUser(t.app);
    const header = fixture('strong-comma.csv').toString('utf8').split('\n')[0]!;
    const valid = '2021-07-07 18:35:21,"Push Day",1h 3m,"Bench Press (Barbell)",1,80,8,,0,,,\n';
    // Unreadable rows after one good one: the reader works through 20 MB without staging them.
    const bad = `2021-07-07 18:35:21,"Push Day",1h 3m,"Bench Press (Barbell)",1,abc,8,,0,,"${'x'.repeat(16_000)}",\n`;
    const size = 25 * 1024 * 1024;
    const big = Buffer.from(`${header}\n${valid}${bad.repeat(Math.ceil(size / bad.length))}`);
    expect(big.length).toBeGreaterThan(size);
    const response = await preview(user, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMPORT_TOO_LARGE);
    expect(await stagedRows(user.userId)).toBe(0);
    expect(await logsOf(user)).toEqual([]);
  });
});
