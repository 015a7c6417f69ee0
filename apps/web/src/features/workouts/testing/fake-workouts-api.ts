import type { WorkoutLog, WorkoutTemplate } from '@momentum/shared';
import { json, stubFetch, type StubRequest } from '@/test/fetch';

export function makeTemplate(overrides: Partial<WorkoutTemplate> = {}): WorkoutTemplate {
  return {
    _id: 't1',
    name: 'Leg Day',
    day: 'Monday',
    muscleGroup: 'Legs',
    exercises: ['Squat', 'Lunge'],
    estimatedDurationMin: 45,
    lastCompletedAt: null,
    lastDurationMin: null,
    plan: [],
    ...overrides,
  };
}

export function makeLog(overrides: Partial<WorkoutLog> = {}): WorkoutLog {
  return {
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
    ...overrides,
  };
}

type Override = (request: StubRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * An in-memory workouts API behind a stubbed fetch. `override` answers first when it returns a response
 * (to hold a request or fail it). Every request is recorded.
 */
export function fakeWorkoutsApi({
  templates = [],
  logs = [],
  override,
}: { templates?: WorkoutTemplate[]; logs?: WorkoutLog[]; override?: Override } = {}) {
  const state = { templates: [...templates], logs: [...logs] };
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
    if (method === 'GET' && path === '/workouts/logs') return json(200, state.logs);
    if (method === 'POST' && path === '/workouts/templates') {
      counter += 1;
      const created = makeTemplate({ ...(body as Partial<WorkoutTemplate>), _id: `new-${counter}` });
      state.templates.push(created);
      return json(201, created);
    }
    if (method === 'PUT' && path.startsWith('/workouts/templates/')) {
      const index = state.templates.findIndex((t) => t._id === id);
      if (index < 0) return json(404, { message: 'Workout template was not found.', code: 'not_found' });
      const updated = { ...state.templates[index]!, ...(body as Partial<WorkoutTemplate>) };
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
      const log = makeLog({
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
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { state, requests, fetch, sent };
}
