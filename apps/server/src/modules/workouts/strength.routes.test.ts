import type {
  LastSets,
  PersonalRecordList,
  WorkoutLog,
  WorkoutLogDetail,
  WorkoutTemplate,
} from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { registerUser, type Session } from '../../test/test-app.js';
import { type Call, callAs, expectAnsweredAsUnknown, useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const call = (session: Session, url: string, req?: Call) => callAs(t.app, session, url, req);

const BENCH = 'Barbell_Bench_Press_-_Medium_Grip';
const SQUAT = 'Barbell_Squat';
const PLANK = 'Plank';
const HOUR = 3_600_000;
/** Workouts finished a few days back, one per hour, so their order is fixed. */
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

async function createTemplate(session: Session, body: Record<string, unknown> = {}) {
  const response = await call(session, '/api/workouts/templates', {
    method: 'POST',
    payload: { name: 'Push Day', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WorkoutTemplate>();
}

/** An exercise of the user's own, which no other user may plan or log with. */
async function createOwnExercise(session: Session) {
  const response = await call(session, '/api/exercises', {
    method: 'POST',
    payload: { name: 'Secret Lift', kind: 'weight_reps' },
  });
  return response.json<{ _id: string }>();
}

type SetBody = Record<string, unknown>;
type ExerciseBody = { exerciseId: string; notes?: string; sets: SetBody[] };

async function finish(session: Session, templateId: string, exercises: ExerciseBody[], hoursAgo = 1) {
  return call(session, '/api/workouts/finish', {
    method: 'POST',
    payload: {
      templateId,
      startedAt: at(hoursAgo + 0.5),
      finishedAt: at(hoursAgo),
      caloriesBurned: 300,
      exercises,
    },
  });
}

async function finished(session: Session, templateId: string, exercises: ExerciseBody[], hoursAgo = 1) {
  const response = await finish(session, templateId, exercises, hoursAgo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WorkoutLogDetail>();
}

async function records(session: Session): Promise<PersonalRecordList['items']> {
  const response = await call(session, '/api/workouts/records?limit=100');
  expect(response.statusCode).toBe(200);
  return response.json<PersonalRecordList>().items;
}

/** Records as a map "exercise record" → [value, logId], for comparisons that ignore order. */
async function recordMap(session: Session) {
  return Object.fromEntries(
    (await records(session)).map((r) => [`${r.exerciseId} ${r.record}`, [r.value, r.logId]]),
  );
}

const done = (set: SetBody) => ({ completed: true, ...set });

/** A set as the API answers it: every field, the ones not given as a completed normal set without values. */
const storedSet = (set: SetBody) => ({
  type: 'normal',
  weightKg: null,
  reps: null,
  durationS: null,
  distanceM: null,
  rpe: null,
  completed: true,
  ...set,
});

describe('template plans', () => {
  it('stores an ordered plan and answers it with names, kinds and the plan names as exercises', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user, {
      exercises: ['ignored when a plan is sent'],
      plan: [
        {
          exerciseId: BENCH,
          restSeconds: 120,
          notes: ' Pause on the chest ',
          sets: [
            { type: 'warmup', reps: 10, weightKg: 40 },
            { reps: 5, weightKg: 80 },
          ],
        },
        { exerciseId: PLANK, sets: [{ durationS: 60 }] },
      ],
    });
    expect(template.exercises).toEqual(['Barbell Bench Press - Medium Grip', 'Plank']);
    expect(template.plan).toEqual([
      {
        exerciseId: BENCH,
        exerciseName: 'Barbell Bench Press - Medium Grip',
        kind: 'weight_reps',
        restSeconds: 120,
        notes: 'Pause on the chest',
        sets: [
          { type: 'warmup', reps: 10, weightKg: 40, durationS: null, distanceM: null },
          { type: 'normal', reps: 5, weightKg: 80, durationS: null, distanceM: null },
        ],
      },
      {
        exerciseId: PLANK,
        exerciseName: 'Plank',
        kind: 'duration',
        restSeconds: 90,
        notes: '',
        sets: [{ type: 'normal', reps: null, weightKg: null, durationS: 60, distanceM: null }],
      },
    ]);
    const listed = (await call(user, '/api/workouts/templates')).json<WorkoutTemplate[]>();
    expect(listed).toEqual([template]);
  });

  it('links typed names that are library exercises, keeps the text as typed, and keeps target sets on edit', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user, { exercises: 'barbell squat, Mystery Move, PLANK' });
    expect(template.exercises).toEqual(['barbell squat', 'Mystery Move', 'PLANK']);
    expect(template.plan.map((entry) => entry.exerciseId)).toEqual([SQUAT, PLANK]);

    const withSets = await call(user, `/api/workouts/templates/${template._id}`, {
      method: 'PUT',
      payload: { plan: [{ exerciseId: SQUAT, restSeconds: 180, sets: [{ reps: 5, weightKg: 100 }] }] },
    });
    expect(withSets.json().exercises).toEqual(['Barbell Squat']);
    // A client that only knows the text list edits it: the squat keeps its target sets.
    const retyped = await call(user, `/api/workouts/templates/${template._id}`, {
      method: 'PUT',
      payload: { exercises: ['Plank', 'Barbell Squat'] },
    });
    expect(retyped.statusCode).toBe(200);
    expect(retyped.json().exercises).toEqual(['Plank', 'Barbell Squat']);
    expect(retyped.json().plan).toMatchObject([
      { exerciseId: PLANK, restSeconds: 90, sets: [] },
      { exerciseId: SQUAT, restSeconds: 180, sets: [{ reps: 5, weightKg: 100 }] },
    ]);
    // Renaming alone leaves the plan as it is.
    const renamed = await call(user, `/api/workouts/templates/${template._id}`, {
      method: 'PUT',
      payload: { name: 'Legs' },
    });
    expect(renamed.json().plan).toEqual(retyped.json().plan);
  });

  it.each([
    ['a rest over an hour', [{ exerciseId: BENCH, restSeconds: 3601 }], 'plan.0.restSeconds'],
    ['a negative rest', [{ exerciseId: BENCH, restSeconds: -1 }], 'plan.0.restSeconds'],
    ['an unknown set type', [{ exerciseId: BENCH, sets: [{ type: 'superset' }] }], 'plan.0.sets.0.type'],
    ['a 1001 kg target', [{ exerciseId: BENCH, sets: [{ weightKg: 1001 }] }], 'plan.0.sets.0.weightKg'],
    ['1001 target reps', [{ exerciseId: BENCH, sets: [{ reps: 1001 }] }], 'plan.0.sets.0.reps'],
    ['no exercise id', [{ restSeconds: 60 }], 'plan.0.exerciseId'],
    ['a plan that is not a list', 'bench', 'plan'],
    [
      '51 sets',
      [{ exerciseId: BENCH, sets: Array.from({ length: 51 }, () => ({ reps: 1 })) }],
      'plan.0.sets',
    ],
  ])('answers 400 naming the field for %s and stores nothing', async (_case, plan, field) => {
    const user = await registerUser(t.app);
    const response = await call(user, '/api/workouts/templates', {
      method: 'POST',
      payload: { name: 'Bad', plan },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(response.json().message).toContain(field);
    expect((await call(user, '/api/workouts/templates')).json()).toEqual([]);
  });

  it("answers 404 for an unknown exercise or another user's own, and stores nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const own = await createOwnExercise(owner);
    for (const exerciseId of [own._id, 'No_Such_Exercise']) {
      const response = await call(intruder, '/api/workouts/templates', {
        method: 'POST',
        payload: { name: 'Copy', plan: [{ exerciseId }] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Exercise was not found.');
    }
    expect((await call(intruder, '/api/workouts/templates')).json()).toEqual([]);
    // Its owner may plan with it.
    expect(
      (
        await call(owner, '/api/workouts/templates', {
          method: 'POST',
          payload: { name: 'Mine', plan: [{ exerciseId: own._id }] },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('finishing with sets', () => {
  it('stores every set, answers the log with its sets, volume and records, and counts only completed work sets', async () => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const log = await finished(user, template._id, [
      {
        exerciseId: BENCH,
        notes: ' Felt heavy ',
        sets: [
          done({ type: 'warmup', weightKg: 40, reps: 10 }),
          done({ weightKg: 80, reps: 5, rpe: 8 }),
          done({ type: 'failure', weightKg: 80, reps: 4, rpe: 10 }),
          { weightKg: 100, reps: 5, completed: false },
        ],
      },
      { exerciseId: PLANK, sets: [done({ durationS: 75 })] },
    ]);
    expect(log.volumeKg).toBe(80 * 5 + 80 * 4);
    expect(log.setCount).toBe(4);
    expect(log.exercises).toEqual([
      {
        exerciseId: BENCH,
        exerciseName: 'Barbell Bench Press - Medium Grip',
        kind: 'weight_reps',
        notes: 'Felt heavy',
        sets: [
          storedSet({ type: 'warmup', weightKg: 40, reps: 10 }),
          storedSet({ weightKg: 80, reps: 5, rpe: 8 }),
          storedSet({ type: 'failure', weightKg: 80, reps: 4, rpe: 10 }),
          storedSet({ weightKg: 100, reps: 5, completed: false }),
        ],
      },
      {
        exerciseId: PLANK,
        exerciseName: 'Plank',
        kind: 'duration',
        notes: '',
        sets: [storedSet({ durationS: 75 })],
      },
    ]);
    // The first workout sets every record it can; the 100 kg set was not completed and the warm-up never counts.
    expect(log.records).toEqual([
      { exerciseId: BENCH, record: 'heaviestWeight', value: 80 },
      { exerciseId: BENCH, record: 'estimatedOneRepMax', value: 93.33 },
      { exerciseId: BENCH, record: 'mostReps', value: 5 },
      { exerciseId: BENCH, record: 'bestSetVolume', value: 400 },
      { exerciseId: PLANK, record: 'longestDuration', value: 75 },
    ]);

    const detail = await call(user, `/api/workouts/logs/${log._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(log);
    const listed = (await call(user, '/api/workouts/logs')).json<WorkoutLog[]>();
    expect(listed[0]).toMatchObject({ _id: log._id, volumeKg: 720, setCount: 4, records: log.records });
    expect(listed[0]).not.toHaveProperty('exercises');
  });

  it("answers 404 for another user's log detail, exactly as for an unknown id", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const log = await finished(owner, (await createTemplate(owner))._id, [
      { exerciseId: BENCH, sets: [done({ weightKg: 60, reps: 8 })] },
    ]);
    const foreign = await call(intruder, `/api/workouts/logs/${log._id}`);
    const unknown = await call(intruder, '/api/workouts/logs/nope');
    expectAnsweredAsUnknown(foreign, unknown);
    expect(await records(intruder)).toEqual([]);
  });

  const set = (fields: SetBody) => [{ exerciseId: BENCH, sets: [done({ weightKg: 60, reps: 5 }), fields] }];
  it.each([
    ['1001 reps', set(done({ reps: 1001 })), 'exercises.0.sets.1.reps', 'Reps'],
    ['negative reps', set(done({ reps: -1 })), 'exercises.0.sets.1.reps', 'Reps'],
    ['fractional reps', set(done({ reps: 2.5 })), 'exercises.0.sets.1.reps', 'Reps'],
    ['1000.5 kg', set(done({ weightKg: 1000.5 })), 'exercises.0.sets.1.weightKg', 'Weight'],
    ['a negative weight', set(done({ weightKg: -2.5 })), 'exercises.0.sets.1.weightKg', 'Weight'],
    ['a weight as text', set(done({ weightKg: '80' })), 'exercises.0.sets.1.weightKg', 'Weight'],
    ['RPE 0.5', set(done({ rpe: 0.5 })), 'exercises.0.sets.1.rpe', 'RPE'],
    ['RPE 10.5', set(done({ rpe: 10.5 })), 'exercises.0.sets.1.rpe', 'RPE'],
    ['RPE 7.3', set(done({ rpe: 7.3 })), 'exercises.0.sets.1.rpe', 'RPE'],
    ['a day and a second', set(done({ durationS: 86_401 })), 'exercises.0.sets.1.durationS', 'Duration'],
    ['a negative duration', set(done({ durationS: -1 })), 'exercises.0.sets.1.durationS', 'Duration'],
    ['1,000.001 km', set(done({ distanceM: 1_000_001 })), 'exercises.0.sets.1.distanceM', 'Distance'],
    ['a negative distance', set(done({ distanceM: -5 })), 'exercises.0.sets.1.distanceM', 'Distance'],
    ['an unknown set type', set(done({ type: 'dropset' })), 'exercises.0.sets.1.type', 'Set type'],
    ['no completed flag', set({ weightKg: 60, reps: 5 }), 'exercises.0.sets.1.completed', 'Completed'],
    ['a missing exercise id', [{ sets: [] }], 'exercises.0.exerciseId', 'exerciseId'],
    ['sets that are not a list', [{ exerciseId: BENCH, sets: 'many' }], 'exercises.0.sets', 'Sets'],
    [
      '51 sets',
      [{ exerciseId: BENCH, sets: Array.from({ length: 51 }, () => done({ reps: 1 })) }],
      'exercises.0.sets',
      'sets',
    ],
    [
      '51 exercises',
      Array.from({ length: 51 }, () => ({ exerciseId: BENCH, sets: [] })),
      'exercises',
      'exercises',
    ],
  ])('answers 400 naming the field for %s and stores nothing', async (_case, exercises, field, words) => {
    const user = await registerUser(t.app);
    const template = await createTemplate(user);
    const response = await finish(user, template._id, exercises as ExerciseBody[]);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: Record<string, string> }>();
    expect(body.message.startsWith(`${field}:`), body.message).toBe(true);
    expect(body.fields[field]).toContain(words);
    expect((await call(user, '/api/workouts/logs')).json()).toEqual([]);
    const sets = await t.database.db
      .selectFrom('workout_sets')
      .select('log_id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(sets).toEqual([]);
    expect(await records(user)).toEqual([]);
  });

  it("answers 404 for another user's exercise in the sets and stores nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const own = await createOwnExercise(owner);
    const response = await finish(intruder, (await createTemplate(intruder))._id, [
      { exerciseId: own._id, sets: [done({ weightKg: 50, reps: 5 })] },
    ]);
    expect(response.statusCode).toBe(404);
    expect((await call(intruder, '/api/workouts/logs')).json()).toEqual([]);
  });

  it('keeps a finish without sets working as before', async () => {
    const user = await registerUser(t.app);
    const log = await finished(user, (await createTemplate(user))._id, []);
    expect(log).toMatchObject({ exercises: [], volumeKg: 0, setCount: 0, records: [] });
  });
});

describe('personal records', () => {
  it('are set, beaten, and handed back when the workout holding them is deleted', async () => {
    const user = await registerUser(t.app);
    const template = (await createTemplate(user))._id;

    // 1. First workout sets every kind.
    const first = await finished(
      user,
      template,
      [
        { exerciseId: BENCH, sets: [done({ weightKg: 80, reps: 8 })] },
        { exerciseId: PLANK, sets: [done({ durationS: 60 })] },
      ],
      50,
    );
    const firstRecords = {
      [`${BENCH} heaviestWeight`]: [80, first._id],
      [`${BENCH} estimatedOneRepMax`]: [101.33, first._id],
      [`${BENCH} mostReps`]: [8, first._id],
      [`${BENCH} bestSetVolume`]: [640, first._id],
      [`${PLANK} longestDuration`]: [60, first._id],
    };
    expect(await recordMap(user)).toEqual(firstRecords);

    // 2. Heavier but fewer reps: beats weight and e1RM; ties nothing; a heavy warm-up and an unfinished set never count.
    const second = await finished(
      user,
      template,
      [
        {
          exerciseId: BENCH,
          sets: [
            done({ type: 'warmup', weightKg: 120, reps: 20 }),
            done({ weightKg: 100, reps: 3 }),
            { weightKg: 200, reps: 30, completed: false },
          ],
        },
        { exerciseId: PLANK, sets: [done({ durationS: 60 })] },
      ],
      40,
    );
    expect(second.records).toEqual([
      { exerciseId: BENCH, record: 'heaviestWeight', value: 100 },
      { exerciseId: BENCH, record: 'estimatedOneRepMax', value: 110 },
    ]);
    const secondRecords = {
      [`${BENCH} heaviestWeight`]: [100, second._id],
      [`${BENCH} estimatedOneRepMax`]: [110, second._id],
    };

    // 3. Many reps beat reps and set volume; a longer plank beats the duration.
    const third = await finished(
      user,
      template,
      [
        { exerciseId: BENCH, sets: [done({ weightKg: 60, reps: 15 })] },
        { exerciseId: PLANK, sets: [done({ durationS: 90 })] },
      ],
      30,
    );
    expect(third.records).toEqual([
      { exerciseId: BENCH, record: 'mostReps', value: 15 },
      { exerciseId: BENCH, record: 'bestSetVolume', value: 900 },
      { exerciseId: PLANK, record: 'longestDuration', value: 90 },
    ]);
    expect(await recordMap(user)).toEqual({
      ...secondRecords,
      [`${BENCH} mostReps`]: [15, third._id],
      [`${BENCH} bestSetVolume`]: [900, third._id],
      [`${PLANK} longestDuration`]: [90, third._id],
    });
    // Newest first.
    const listed = await records(user);
    expect(listed.slice(0, 3).map((r) => r.logId)).toEqual([third._id, third._id, third._id]);
    expect(listed[0]).toMatchObject({ exerciseName: expect.any(String), achievedAt: third.timestamp });

    // The logs list shows which workout holds what.
    const logs = (await call(user, '/api/workouts/logs')).json<WorkoutLog[]>();
    expect(logs.map((log) => log.records.length)).toEqual([3, 2, 0]);

    // 4. Deleting the third workout hands its records back to the best remaining sets.
    expect((await call(user, `/api/workouts/logs/${third._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    // Both earlier planks lasted 60 s: the first to reach it holds the record.
    expect(await recordMap(user)).toEqual({ ...firstRecords, ...secondRecords });

    // 5. Deleting the second hands weight and e1RM back to the first.
    expect((await call(user, `/api/workouts/logs/${second._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect(await recordMap(user)).toEqual(firstRecords);

    // 6. Deleting the last one removes every record.
    expect((await call(user, `/api/workouts/logs/${first._id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect(await records(user)).toEqual([]);
  });

  it('keep the better value when workouts are saved at the same time', async () => {
    const user = await registerUser(t.app);
    const template = (await createTemplate(user))._id;
    const weights = [90, 100, 95, 80];
    const logs = await Promise.all(
      weights.map((weightKg, i) =>
        finished(user, template, [{ exerciseId: BENCH, sets: [done({ weightKg, reps: 1 })] }], 5 + i),
      ),
    );
    const heaviest = (await records(user)).find((r) => r.record === 'heaviestWeight');
    expect(heaviest).toMatchObject({ value: 100, logId: logs[1]!._id });
  });

  it('leaves the e1RM out beyond 12 reps and pages the list with a cursor', async () => {
    const user = await registerUser(t.app);
    const template = (await createTemplate(user))._id;
    const log = await finished(user, template, [
      { exerciseId: SQUAT, sets: [done({ weightKg: 100, reps: 20 })] },
    ]);
    expect(log.records.map((r) => r.record)).toEqual(['heaviestWeight', 'mostReps', 'bestSetVolume']);

    await finished(user, template, [{ exerciseId: BENCH, sets: [done({ weightKg: 50, reps: 5 })] }], 0.5);
    const all = await records(user);
    expect(all).toHaveLength(7);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(user, `/api/workouts/records?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<PersonalRecordList>();
      seen.push(...page.items.map((r) => `${r.exerciseId} ${r.record}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => `${r.exerciseId} ${r.record}`));
    expect((await call(user, '/api/workouts/records?limit=0')).statusCode).toBe(400);
    expect((await call(user, '/api/workouts/records?limit=101')).statusCode).toBe(400);
    expect((await call(user, '/api/workouts/records?cursor=bm9wZQ')).statusCode).toBe(400);
  });
});

describe('last time', () => {
  it("answers the sets of the person's newest workout with each exercise, and nothing for one never done", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const template = (await createTemplate(user))._id;
    await finished(user, template, [{ exerciseId: BENCH, sets: [done({ weightKg: 70, reps: 8 })] }], 20);
    const newer = await finished(
      user,
      template,
      [
        { exerciseId: SQUAT, sets: [done({ weightKg: 100, reps: 5 })] },
        {
          exerciseId: BENCH,
          sets: [
            done({ type: 'warmup', weightKg: 40, reps: 10 }),
            done({ weightKg: 75, reps: 6, rpe: 9 }),
            { weightKg: 75, reps: 6, completed: false },
          ],
        },
      ],
      10,
    );
    // A workout finished earlier but saved later does not count as the latest.
    await finished(user, template, [{ exerciseId: BENCH, sets: [done({ weightKg: 50, reps: 12 })] }], 30);
    await finished(
      other,
      (await createTemplate(other))._id,
      [{ exerciseId: BENCH, sets: [done({ weightKg: 200, reps: 1 })] }],
      1,
    );

    const response = await call(user, `/api/workouts/last-sets?exerciseIds=${BENCH},${PLANK}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<LastSets>()).toEqual({
      items: [
        {
          exerciseId: BENCH,
          logId: newer._id,
          performedAt: newer.timestamp,
          sets: [
            storedSet({ type: 'warmup', weightKg: 40, reps: 10 }),
            storedSet({ weightKg: 75, reps: 6, rpe: 9 }),
            storedSet({ weightKg: 75, reps: 6, completed: false }),
          ],
        },
      ],
    });
    const otherView = await call(other, `/api/workouts/last-sets?exerciseIds=${BENCH}`);
    expect(otherView.json<LastSets>().items[0]?.sets).toEqual([storedSet({ weightKg: 200, reps: 1 })]);
  });

  it.each(['', ',,', Array.from({ length: 51 }, (_, i) => `x${i}`).join(',')])(
    'answers 400 naming exerciseIds for "%s"',
    async (ids) => {
      const user = await registerUser(t.app);
      const response = await call(user, `/api/workouts/last-sets?exerciseIds=${ids}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('exerciseIds');
    },
  );
});
