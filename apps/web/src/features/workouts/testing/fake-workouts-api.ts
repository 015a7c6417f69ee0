import type {
  Exercise,
  LastSets,
  PersonalRecord,
  WorkoutLog,
  WorkoutLogDetail,
  WorkoutTemplate,
} from '@momentum/shared';
import { fixture, json, stubFetch, type StubRequest } from '@/test/fetch';

export const makeTemplate = fixture<WorkoutTemplate>(() => ({
  _id: 't1',
  name: 'Leg Day',
  day: 'Monday',
  muscleGroup: 'Legs',
  exercises: ['Squat', 'Lunge'],
  estimatedDurationMin: 45,
  lastCompletedAt: null,
  lastDurationMin: null,
  plan: [],
}));

export const makeLog = fixture<WorkoutLog>(() => ({
  _id: 'l1',
  templateId: 't1',
  timestamp: '2026-05-01T10:30:00.000Z',
  startedAt: '2026-05-01T10:00:00.000Z',
  workoutType: 'Leg Day',
  notes: 'Squat PR 100 kg',
  durationMin: 30,
  caloriesBurned: 270,
  volumeKg: 0,
  setCount: 0,
  records: [],
}));

export const makeExercise = fixture<Exercise>(() => ({
  _id: 'Barbell_Bench_Press',
  name: 'Barbell Bench Press',
  kind: 'weight_reps',
  category: 'strength',
  equipment: 'barbell',
  primaryMuscles: ['chest'],
  secondaryMuscles: ['triceps'],
  custom: false,
}));

/** A logged set: a completed normal set with every measure empty unless given. */
export const makeSet = fixture<WorkoutLogDetail['exercises'][number]['sets'][number]>(() => ({
  type: 'normal',
  weightKg: null,
  reps: null,
  durationS: null,
  distanceM: null,
  rpe: null,
  completed: true,
}));

type Override = (request: StubRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * An in-memory workouts API behind a stubbed fetch. `override` answers first when it returns a response
 * (to hold a request or fail it). Every request is recorded.
 */
export function fakeWorkoutsApi({
  templates = [],
  logs = [],
  exercises = [],
  lastSets = { items: [] },
  records = [],
  override,
}: {
  templates?: WorkoutTemplate[];
  logs?: Array<WorkoutLog | WorkoutLogDetail>;
  exercises?: Exercise[];
  lastSets?: LastSets;
  records?: PersonalRecord[];
  override?: Override;
} = {}) {
  const detailOf = (log: WorkoutLog | WorkoutLogDetail): WorkoutLogDetail => ({
    exercises: [],
    ...log,
  });
  const state = { templates: [...templates], logs: logs.map(detailOf), exercises: [...exercises] };
  const requests: StubRequest[] = [];
  let counter = 0;
  const fetch = stubFetch(async (request) => {
    requests.push(request);
    const custom = await override?.(request);
    if (custom) return custom;
    const { method, path } = request;
    const body = request.body as Record<string, unknown>;
    const id = path.split('/').pop() ?? '';
    if (method === 'GET' && path === '/workouts/templates') return json(200, state.templates);
    if (method === 'GET' && path === '/workouts/logs') {
      // Pages like the server: the cursor (here simply the offset) of an older page in X-Next-Cursor.
      const query = new URL(request.url, 'http://x').searchParams;
      const limit = Number(query.get('limit') ?? 8);
      const offset = Number(query.get('cursor') ?? 0);
      const response = json(200, state.logs.slice(offset, offset + limit));
      if (state.logs.length > offset + limit) response.headers.set('X-Next-Cursor', String(offset + limit));
      return response;
    }
    if (method === 'GET' && path.startsWith('/workouts/logs/')) {
      const log = state.logs.find((l) => l._id === id);
      return log ? json(200, log) : json(404, { message: 'Workout log was not found.', code: 'not_found' });
    }
    if (method === 'GET' && path === '/workouts/records')
      return json(200, { items: records, nextCursor: null });
    if (method === 'GET' && path === '/workouts/last-sets') return json(200, lastSets);
    if (method === 'GET' && path === '/exercises') {
      const q = (new URL(request.url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
      const items = state.exercises.filter((exercise) => exercise.name.toLowerCase().includes(q));
      return json(200, { items, nextCursor: null });
    }
    if (method === 'POST' && path === '/exercises') {
      counter += 1;
      const created = makeExercise({
        ...(body as Partial<Exercise>),
        _id: `custom-${counter}`,
        category: 'custom',
        custom: true,
      });
      state.exercises.push(created);
      return json(201, created);
    }
    if (method === 'POST' && path === '/workouts/templates') {
      counter += 1;
      const created = makeTemplate({ ...templateFields(body), _id: `new-${counter}` });
      state.templates.push(created);
      return json(201, created);
    }
    if (method === 'PUT' && path.startsWith('/workouts/templates/')) {
      const index = state.templates.findIndex((t) => t._id === id);
      if (index < 0) return json(404, { message: 'Workout template was not found.', code: 'not_found' });
      const updated = { ...state.templates[index]!, ...templateFields(body) };
      state.templates[index] = updated;
      return json(200, updated);
    }
    if (method === 'DELETE' && path.startsWith('/workouts/templates/')) {
      state.templates = state.templates.filter((t) => t._id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && path.startsWith('/workouts/logs/')) {
      const index = state.logs.findIndex((l) => l._id === id);
      const updated = { ...state.logs[index]!, ...(body as Partial<WorkoutLog>) };
      state.logs[index] = updated;
      return json(200, updated);
    }
    if (method === 'DELETE' && path.startsWith('/workouts/logs/')) {
      state.logs = state.logs.filter((l) => l._id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/workouts/finish') {
      counter += 1;
      const template = state.templates.find((t) => t._id === body.templateId);
      const log = detailOf({
        ...makeLog({
          _id: `log-${counter}`,
          templateId: String(body.templateId),
          startedAt: String(body.startedAt),
          timestamp: String(body.finishedAt),
          workoutType: template?.name ?? 'Workout',
          notes: String(body.notes ?? ''),
          caloriesBurned: Number(body.caloriesBurned),
          durationMin: Math.round(
            (Date.parse(String(body.finishedAt)) - Date.parse(String(body.startedAt))) / 60_000,
          ),
        }),
      });
      state.logs.unshift(log);
      if (template) {
        template.lastCompletedAt = log.timestamp;
        template.lastDurationMin = log.durationMin;
      }
      return json(201, log);
    }
    return json(404, { message: `No route for ${method} ${path}.`, code: 'not_found' });
  });
  /** A plan sent as ids answers with the names and kinds of the exercises this fake knows. */
  function templateFields(body: Record<string, unknown>): Partial<WorkoutTemplate> {
    const { plan, ...rest } = body as Partial<WorkoutTemplate> & { plan?: Array<Record<string, unknown>> };
    if (!plan) return rest;
    const answered = plan.map((entry) => {
      const exercise = state.exercises.find((candidate) => candidate._id === entry.exerciseId);
      return {
        exerciseId: String(entry.exerciseId),
        exerciseName: exercise?.name ?? String(entry.exerciseId),
        kind: exercise?.kind ?? 'weight_reps',
        restSeconds: Number(entry.restSeconds ?? 90),
        notes: String(entry.notes ?? ''),
        sets: ((entry.sets as Array<Record<string, unknown>> | undefined) ?? []).map((set) => ({
          type: (set.type as WorkoutTemplate['plan'][number]['sets'][number]['type']) ?? 'normal',
          reps: (set.reps as number | undefined) ?? null,
          weightKg: (set.weightKg as number | undefined) ?? null,
          durationS: (set.durationS as number | undefined) ?? null,
          distanceM: (set.distanceM as number | undefined) ?? null,
        })),
      };
    });
    return { ...rest, plan: answered, exercises: answered.map((entry) => entry.exerciseName) };
  }

  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { state, requests, fetch, sent };
}
