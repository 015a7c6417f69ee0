import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { multipartBody, solidImage } from '../test/image-fixtures.js';
import { insertPeopleAround } from '../test/social-fixtures.js';
import { as, type Session } from '../test/test-app.js';

/**
 * Every route of the API, by hand, with a valid example of its input and what its path parameters name.
 * The ownership suite checks this list against the routes the app registers, so a new route without
 * an entry here fails the suite until someone says how it must be attacked.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The caller's own rows a fixture creates; the ownership suite tries them as somebody else. */
export type ResourceKind =
  | 'template'
  | 'log'
  | 'nutrition'
  | 'progress'
  | 'post'
  | 'comment'
  | 'goal'
  | 'exercise'
  | 'import'
  | 'session'
  // issue 17: a request to the caller, one of their friends, any other person, one of their notifications
  | 'friendRequest'
  | 'friend'
  | 'person'
  | 'notification'
  | 'challengeInvite'
  // issue 15: a custom food, a logged diary item, a saved meal
  | 'food'
  | 'diaryItem'
  | 'savedMeal';

/** What a path parameter names: one of the caller's rows, or something that is not owned by anybody. */
export type ParamKind = ResourceKind | 'weekly-target-kind' | 'image' | 'measurement-key' | 'day';

export type Fixture = Record<ResourceKind, string> & {
  /** A progress photo of the fixture's entry and the query of its signed URL. */
  photo: string;
  signedQuery: Record<string, string>;
};

export type RouteSpec = {
  method: Method;
  /** The path as registered, with :params. */
  path: string;
  access: 'public' | 'signed-in';
  input: 'none' | 'json' | 'multipart';
  /** A body the route accepts (it may still answer 401/404/409/429 for reasons other than its shape). */
  body?: (fixture: Fixture) => unknown;
  /** For routes that validate a querystring: a query they accept. */
  query?: (fixture: Fixture) => Record<string, string>;
  /** The file field of a multipart route. */
  field?: string;
  /** The file a multipart route accepts, when not an image. */
  upload?: () => { bytes: Buffer; name: string; type: string };
  params?: Record<string, ParamKind>;
  /** Ids inside the body that must name the caller's own rows. */
  bodyRefs?: Record<string, ResourceKind>;
  /**
   * The route asks for the current password; its example carries a wrong one (a 400 on purpose), since a right
   * one would change the password or delete the account of whoever the suites send it as.
   */
  asksPassword?: true;
  /** Set when another user's id is accepted on purpose, with the reason. */
  sharedBecause?: string;
};

export const IMPORT_EXAMPLE_EXERCISE = 'Fixture Import Lift';
/** A small Strong export (a workout of one set) for the import routes. */
export const importFileExample = () => ({
  bytes: Buffer.from(
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      `2024-03-01 18:00:00,Fixture,30m,${IMPORT_EXAMPLE_EXERCISE},1,50,5,,0,,,\n`,
  ),
  name: 'strong.csv',
  type: 'text/csv',
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;
/** A cursor of the paged lists' shape (docs/decisions/0006), so the fuzzer attacks `cursor` too. */
const pageCursor = () =>
  Buffer.from(JSON.stringify(['2099-01-01', '2099-01-01T00:00:00.000Z', 'zzzz'])).toString('base64url');

export const onboardingExample = () => ({
  basicInfo: {
    fullName: 'Alex Doe',
    age: 30,
    gender: 'Other',
    height: 175,
    weight: 80,
    fitnessExperience: 'Beginner',
  },
  goals: {
    primaryGoal: 'General Fitness',
    targetWeight: 75,
    weeklyTarget: '3-5 days',
    specificGoals: 'Stay fit',
  },
  preferences: {
    workoutTime: 'Anytime',
    availableDays: ['Monday', 'Wednesday'],
    equipmentAvailable: ['None'],
    healthConditions: '',
  },
});

export const templateExample = () => ({
  name: 'Leg day',
  day: 'Monday',
  muscleGroup: 'Legs',
  exercises: ['Squat', 'Lunge'],
  estimatedDurationMin: 45,
});

/** A person's own exercise, and a plan and a session that use it. */
export const customExerciseExample = () => ({
  name: 'Fixture Sled Push',
  kind: 'distance_duration',
  primaryMuscles: ['quadriceps'],
  equipment: 'other',
});
const planExample = (exerciseId: string) => [
  {
    exerciseId,
    restSeconds: 120,
    notes: 'Push hard',
    sets: [{ type: 'normal', distanceM: 40, durationS: 30 }],
  },
];
const loggedExercisesExample = (exerciseId: string) => [
  {
    exerciseId,
    notes: 'Heavy sled',
    sets: [
      { type: 'warmup', distanceM: 20, durationS: 20, completed: true },
      { type: 'normal', weightKg: 80, reps: 1, distanceM: 40, durationS: 35, rpe: 8.5, completed: true },
    ],
  },
];

export const nutritionExample = () => ({
  date: today(),
  meals: [
    { type: 'lunch', items: [{ name: 'Rice', calories: 300, macros: { protein: 6, carbs: 60, fats: 1 } }] },
  ],
});

export const customFoodExample = () => ({
  name: 'Fixture granola',
  per100g: { kcal: 450, protein: 10, carbs: 60, fat: 18 },
  portions: [{ label: 'bowl', grams: 70 }],
  barcode: '4006381333931',
});

export const goalExample = () => ({
  title: 'Run 5 km',
  category: 'cardio',
  targetValue: 5,
  unit: 'km',
  deadline: nextYear(),
  priority: 'high',
  description: 'Every week',
});

/** What an entry says beyond its method, path and access; its input follows from it. */
type RouteDetails = Omit<RouteSpec, 'method' | 'path' | 'access' | 'input'>;

/**
 * A signed-in route by its 'METHOD /path', with what it takes: a file `field` makes it a multipart route, a
 * `body` a JSON one, neither a route without a body.
 */
function signedIn(key: `${Method} /api/${string}`, details: RouteDetails = {}): RouteSpec {
  const [method, path] = key.split(' ') as [Method, string];
  const input = details.field ? 'multipart' : details.body ? 'json' : 'none';
  return { method, path, access: 'signed-in', input, ...details };
}

/** A route anyone may call, signed in or not. */
const open = (key: `${Method} /api/${string}`, details: RouteDetails = {}): RouteSpec => ({
  ...signedIn(key, details),
  access: 'public',
});

/** A path's `:id` naming one of `kind`. */
const idOf = (kind: ParamKind) => ({ params: { id: kind } });

const AVATARS_ARE_PUBLIC =
  'avatars are public by their random id; progress photos never answer here (images suite)';

export const CATALOGUE: RouteSpec[] = [
  // operations
  open('GET /api/health'),
  open('GET /api/ready'),

  // auth
  open('POST /api/auth/register', {
    body: () => ({
      name: 'Fuzz',
      email: `fuzz-${crypto.randomUUID()}@example.com`,
      password: 'long enough password',
    }),
  }),
  open('POST /api/auth/login', {
    body: () => ({ email: 'throttled@example.com', password: 'long enough password' }),
  }),
  open('POST /api/auth/refresh', { body: () => ({ refresh: 'x'.repeat(43) }) }),
  open('POST /api/auth/logout', { body: () => ({ refresh: 'x'.repeat(43) }) }),
  signedIn('GET /api/auth/profile'),
  signedIn('PUT /api/auth/profile', { body: () => ({ name: 'Renamed' }) }),
  signedIn('GET /api/auth/summary'),
  // Settings' account part. The examples carry a wrong current password: the suites call every route as its
  // owner, and a right one would change the password or delete the fixture's account halfway through.
  signedIn('PUT /api/auth/password', {
    body: () => ({ currentPassword: 'not the password', newPassword: 'a new password of mine' }),
    asksPassword: true,
  }),
  signedIn('GET /api/auth/sessions'),
  signedIn('DELETE /api/auth/sessions'),
  signedIn('DELETE /api/auth/sessions/:id', idOf('session')),
  signedIn('GET /api/export'),
  signedIn('DELETE /api/account', { body: () => ({ password: 'not the password' }), asksPassword: true }),

  // onboarding
  signedIn('POST /api/onboarding/complete', { body: onboardingExample }),

  // images
  open('GET /api/images/:id', { ...idOf('image'), sharedBecause: AVATARS_ARE_PUBLIC }),
  open('GET /api/images/:id/thumb', { ...idOf('image'), sharedBecause: AVATARS_ARE_PUBLIC }),
  open('GET /api/images/:id/signed', {
    ...idOf('image'),
    query: (f) => f.signedQuery,
    sharedBecause:
      'the signature is the permission; a signature for one image opens no other (ownership suite)',
  }),
  signedIn('POST /api/upload/avatar', { field: 'avatar' }),
  signedIn('PUT /api/user/profile-picture', { field: 'picture' }),

  // dashboard
  signedIn('GET /api/dashboard'),
  signedIn('GET /api/activity/streak'),
  signedIn('GET /api/user/streak/personal-record'),
  signedIn('GET /api/user/summary/calories', { query: () => ({ week: 'current' }) }),
  signedIn('GET /api/user/summary/workouts', { query: () => ({ week: 'current' }) }),
  signedIn('GET /api/user/weight/latest'),
  signedIn('GET /api/user/activity/recent', { query: () => ({ limit: '5' }) }),
  signedIn('GET /api/user/goals/:kind', { params: { kind: 'weekly-target-kind' } }),
  signedIn('PUT /api/user/goals/:kind', {
    params: { kind: 'weekly-target-kind' },
    body: () => ({ target: 5 }),
  }),
  signedIn('GET /api/user/schedule/week'),
  signedIn('PUT /api/user/schedule/week', {
    body: () => ({ plan: [{ dayOfWeek: 'Monday', muscleGroup: 'Legs', exercises: ['Squat', 'Lunge'] }] }),
  }),

  // workouts
  signedIn('GET /api/workouts/templates'),
  signedIn('POST /api/workouts/templates', {
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ ...templateExample(), plan: planExample(f.exercise) }),
  }),
  signedIn('PUT /api/workouts/templates/:id', {
    ...idOf('template'),
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ name: 'Hijacked', estimatedDurationMin: 5, plan: planExample(f.exercise) }),
  }),
  signedIn('DELETE /api/workouts/templates/:id', idOf('template')),
  signedIn('GET /api/workouts/logs', { query: () => ({ limit: '8', cursor: pageCursor() }) }),
  signedIn('GET /api/workouts/logs/:id', idOf('log')),
  signedIn('PUT /api/workouts/logs/:id', {
    ...idOf('log'),
    body: () => ({ notes: 'Hijacked', caloriesBurned: 1 }),
  }),
  signedIn('DELETE /api/workouts/logs/:id', idOf('log')),
  signedIn('POST /api/workouts/finish', {
    bodyRefs: { templateId: 'template', exerciseId: 'exercise' },
    body: (f) => ({
      templateId: f.template,
      startedAt: minutesAgo(40),
      finishedAt: minutesAgo(1),
      caloriesBurned: 250,
      notes: 'Sneaky',
      exercises: loggedExercisesExample(f.exercise),
    }),
  }),
  signedIn('GET /api/workouts/records', { query: () => ({ limit: '20' }) }),
  // Only the caller's own sets are read, so another user's exercise id finds nothing rather than a 404.
  signedIn('GET /api/workouts/last-sets', { query: (f) => ({ exerciseIds: `${f.exercise},Barbell_Squat` }) }),

  // exercise library
  signedIn('GET /api/exercises', {
    query: () => ({ q: 'bench press', muscle: 'chest', equipment: 'barbell', limit: '10' }),
  }),
  signedIn('POST /api/exercises', { body: customExerciseExample }),
  signedIn('PUT /api/exercises/:id', {
    ...idOf('exercise'),
    body: () => ({ name: 'Hijacked', kind: 'weight_reps', primaryMuscles: ['chest'], equipment: null }),
  }),
  signedIn('DELETE /api/exercises/:id', idOf('exercise')),

  // nutrition
  signedIn('GET /api/nutrition', { query: () => ({ limit: '10', cursor: pageCursor() }) }),
  signedIn('POST /api/nutrition', { body: nutritionExample }),
  signedIn('DELETE /api/nutrition/:id', idOf('nutrition')),

  // food database and diary (issue 15)
  signedIn('GET /api/foods', {
    query: () => ({ q: 'banana', limit: '5', cursor: Buffer.from('{"o":5}').toString('base64url') }),
  }),
  signedIn('POST /api/foods', { body: customFoodExample }),
  signedIn('PUT /api/foods/:id', {
    ...idOf('food'),
    body: () => ({ ...customFoodExample(), name: 'Hijacked' }),
  }),
  signedIn('DELETE /api/foods/:id', idOf('food')),
  signedIn('GET /api/nutrition/days/:date', { params: { date: 'day' } }),
  signedIn('POST /api/nutrition/days/:date/items', {
    params: { date: 'day' },
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ foodId: f.food, meal: 'snack', portion: { label: 'bowl', amount: 1.5 } }),
  }),
  signedIn('PUT /api/nutrition/days/:date/items/:id', {
    params: { date: 'day', id: 'diaryItem' },
    body: () => ({ meal: 'dinner', grams: 120 }),
  }),
  signedIn('DELETE /api/nutrition/days/:date/items/:id', { params: { date: 'day', id: 'diaryItem' } }),
  signedIn('POST /api/nutrition/days/:date/copy', {
    params: { date: 'day' },
    body: () => ({ fromDate: today(), fromMeal: 'breakfast', toMeal: 'lunch' }),
  }),
  signedIn('POST /api/nutrition/days/:date/saved-meals', {
    params: { date: 'day' },
    bodyRefs: { savedMealId: 'savedMeal' },
    body: (f) => ({ savedMealId: f.savedMeal, meal: 'lunch' }),
  }),
  signedIn('PUT /api/nutrition/days/:date/water', { params: { date: 'day' }, body: () => ({ ml: 500 }) }),
  signedIn('GET /api/nutrition/averages', { query: () => ({ to: today() }) }),
  signedIn('GET /api/nutrition/targets'),
  signedIn('PUT /api/nutrition/targets', {
    body: () => ({ calories: 2200, protein: 150, carbs: 250, fats: 70, waterMl: 2500 }),
  }),
  signedIn('GET /api/nutrition/saved-meals'),
  signedIn('POST /api/nutrition/saved-meals', {
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ name: 'Fixture meal', items: [{ foodId: f.food, grams: 80 }] }),
  }),
  signedIn('PUT /api/nutrition/saved-meals/:id', {
    ...idOf('savedMeal'),
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ name: 'Hijacked', items: [{ foodId: f.food, grams: 10 }] }),
  }),
  signedIn('DELETE /api/nutrition/saved-meals/:id', idOf('savedMeal')),

  // progress
  signedIn('GET /api/progress', { query: () => ({ limit: '10', cursor: pageCursor() }) }),
  signedIn('POST /api/progress', {
    body: () => ({ date: today(), measurements: { weight: 80.5, waist: 85 } }),
  }),
  signedIn('DELETE /api/progress/:id', idOf('progress')),
  signedIn('PUT /api/progress/:id', {
    ...idOf('progress'),
    body: () => ({ date: today(), measurements: { weight: 80 } }),
  }),
  signedIn('GET /api/progress/weight', { query: () => ({ from: '2026-01-01', to: today() }) }),
  signedIn('GET /api/progress/measurements/:key', {
    params: { key: 'measurement-key' },
    query: () => ({ from: '2026-01-01' }),
  }),
  signedIn('GET /api/progress/photos'),
  signedIn('GET /api/progress/overview'),
  signedIn('GET /api/progress/achievements'),
  signedIn('POST /api/progress/achievements/announcements'),
  signedIn('GET /api/progress/exercises/:exerciseId', { params: { exerciseId: 'exercise' } }),
  signedIn('GET /api/progress/exercises/:exerciseId/sets', {
    params: { exerciseId: 'exercise' },
    query: () => ({
      cursor: Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000Z', 'zzzz', 0, 0])).toString('base64url'),
    }),
  }),
  signedIn('GET /api/progress/training-days'),
  signedIn('GET /api/progress/muscle-sets'),
  signedIn('POST /api/progress/:id/photos', { field: 'photos', ...idOf('progress') }),

  // goals
  signedIn('GET /api/goals', { query: () => ({ status: 'in-progress' }) }),
  signedIn('POST /api/goals', { body: goalExample }),
  signedIn('PUT /api/goals/:id', { ...idOf('goal'), body: () => ({ title: 'Hijacked', targetValue: 1 }) }),
  signedIn('POST /api/goals/:id/progress', { ...idOf('goal'), body: () => ({ currentValue: 4 }) }),
  signedIn('DELETE /api/goals/:id', idOf('goal')),

  // settings: the caller's own preferences, no ids
  signedIn('GET /api/settings'),
  signedIn('PUT /api/settings', {
    body: () => ({ units: { weight: 'lb' }, theme: 'dark', findable: false }),
  }),

  // import: a staged import is its owner's alone, and so are the exercises its matches name
  signedIn('POST /api/import/preview', { field: 'file', upload: importFileExample }),
  signedIn('POST /api/import/weights', {
    field: 'file',
    upload: () => ({
      bytes: Buffer.from('date,weight (kg)\n2024-03-01,80.5\n'),
      name: 'w.csv',
      type: 'text/csv',
    }),
  }),
  signedIn('POST /api/import/:importId/confirm', {
    params: { importId: 'import' },
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ matches: [{ name: IMPORT_EXAMPLE_EXERCISE, exerciseId: f.exercise }] }),
  }),

  // social: the feed is shared by everyone signed in; only deleting is the author's alone
  signedIn('GET /api/social/posts', { query: () => ({ limit: '10' }) }),
  signedIn('POST /api/social/posts', { body: () => ({ text: 'Hello' }) }),
  signedIn('DELETE /api/social/posts/:id', idOf('post')),
  signedIn('POST /api/social/posts/:id/like', {
    ...idOf('post'),
    sharedBecause: 'anyone signed in may like any post of the shared feed',
  }),
  signedIn('POST /api/social/posts/:id/unlike', {
    ...idOf('post'),
    sharedBecause: 'anyone signed in may unlike (their own like on) any post of the shared feed',
  }),
  signedIn('POST /api/social/posts/:id/comments', {
    ...idOf('post'),
    body: () => ({ text: 'Nice one' }),
    sharedBecause: 'anyone signed in may comment on any post of the shared feed',
  }),
  signedIn('DELETE /api/social/posts/:id/comments/:commentId', {
    params: { id: 'post', commentId: 'comment' },
  }),
  signedIn('GET /api/social/stats'),

  // friends (issue 17): requests are answered by the one asked only; friends and blocks are the caller's own
  signedIn('GET /api/users/search', { query: () => ({ q: 'tester' }) }),
  signedIn('POST /api/friends/requests', {
    bodyRefs: { userId: 'person' },
    body: (f) => ({ userId: f.person }),
    sharedBecause: 'anyone may ask any person to be friends (a block or an unknown id is a 404)',
  }),
  signedIn('GET /api/friends/requests'),
  signedIn('POST /api/friends/requests/:id/accept', idOf('friendRequest')),
  signedIn('POST /api/friends/requests/:id/decline', idOf('friendRequest')),
  signedIn('GET /api/friends'),
  signedIn('DELETE /api/friends/:userId', { params: { userId: 'friend' } }),
  signedIn('GET /api/users/blocked'),
  signedIn('POST /api/users/:id/block', { ...idOf('person'), sharedBecause: 'anyone may block any person' }),
  signedIn('DELETE /api/users/:id/block', {
    ...idOf('person'),
    sharedBecause: 'unblocking names the person; only a block of the caller’s own is lifted',
  }),

  // leaderboard and challenges (issue 17): only the invited answer an invitation
  signedIn('GET /api/social/leaderboard', { query: () => ({ metric: 'calories' }) }),
  signedIn('GET /api/social/challenges'),
  signedIn('POST /api/social/challenges', {
    body: (f) => ({
      name: 'Most workouts',
      metric: 'workouts',
      startDate: today(),
      endDate: today(),
      invite: [f.friend],
    }),
  }),
  signedIn('POST /api/social/challenges/:id/accept', idOf('challengeInvite')),
  signedIn('POST /api/social/challenges/:id/decline', idOf('challengeInvite')),

  // notifications (issue 17): the caller's own
  signedIn('GET /api/notifications'),
  signedIn('GET /api/notifications/unread-count'),
  signedIn('POST /api/notifications/:id/read', idOf('notification')),
  signedIn('POST /api/notifications/read-all'),
];

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The routes Fastify registered under /api (without HEAD and the OpenAPI viewer), as 'METHOD /path', each with
 * its access as the OpenAPI document states it: the signed-in plugin (`plugins/signed-in.ts`) gives its routes
 * the bearer scheme together with the authentication hook. `routes` is what the `onRoute` hook collected
 * (`TestApp.routes`); read it after `app.ready()`, once every hook has seen every route.
 */
export function registeredApiRoutes(routes: RouteOptions[]): Map<string, RouteSpec['access']> {
  const keys = new Map<string, RouteSpec['access']>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const access = route.schema?.security ? 'signed-in' : 'public';
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') keys.set(`${method} ${route.url}`, access);
    }
  }
  return keys;
}

/** The path with each :param replaced by the fixture's id of that kind (a weekly target kind gets 'calories'). */
export function fillPath(
  route: RouteSpec,
  fixture: Fixture,
  override: Partial<Record<string, string>> = {},
): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const given = override[name];
    if (given !== undefined) return encodeURIComponent(given);
    const kind = route.params?.[name];
    if (kind === 'weekly-target-kind') return 'calories';
    if (kind === 'measurement-key') return 'waist';
    if (kind === 'image') return fixture.photo;
    if (kind === 'day') return today();
    if (!kind) throw new Error(`${routeKey(route)}: no kind for :${name}`);
    return fixture[kind];
  });
}

let pngCache: Buffer | undefined;
/** A small real PNG. */
export async function smallPng(): Promise<Buffer> {
  pngCache ??= await solidImage(16, 12).png().toBuffer();
  return pngCache;
}

/** The example request of a route for a fixture: URL with query, body, headers. */
export async function exampleRequest(
  route: RouteSpec,
  fixture: Fixture,
  override: Partial<Record<string, string>> = {},
): Promise<InjectOptions> {
  const query = route.query ? `?${new URLSearchParams(route.query(fixture)).toString()}` : '';
  const url = fillPath(route, fixture, override) + query;
  if (route.input === 'multipart') {
    const file = route.upload?.() ?? { bytes: await smallPng(), name: 'p.png', type: 'image/png' };
    const body = await multipartBody([{ field: route.field!, ...file }]);
    return { method: route.method, url, ...body };
  }
  if (route.input === 'json') return { method: route.method, url, payload: route.body!(fixture) as object };
  return { method: route.method, url };
}

async function ok(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** One of each of the caller's own rows, made through the API. */
export async function createFixture(
  app: FastifyInstance,
  session: Session & { password?: string },
): Promise<Fixture> {
  const post = (url: string, payload: object) => as(app, session, { method: 'POST', url, payload });
  const exercise = await ok(await post('/api/exercises', customExerciseExample()), 'exercise');
  const template = await ok(
    await post('/api/workouts/templates', { ...templateExample(), plan: planExample(exercise._id) }),
    'template',
  );
  const log = await ok(
    await post('/api/workouts/finish', {
      templateId: template._id,
      startedAt: minutesAgo(90),
      finishedAt: minutesAgo(60),
      caloriesBurned: 300,
      notes: 'Owner notes',
      exercises: loggedExercisesExample(exercise._id),
    }),
    'finish',
  );
  const nutrition = await ok(await post('/api/nutrition', nutritionExample()), 'nutrition');
  const food = await ok(await post('/api/foods', customFoodExample()), 'food');
  const diaryItem = await ok(
    await post(`/api/nutrition/days/${today()}/items`, { foodId: food._id, meal: 'breakfast', grams: 60 }),
    'diary item',
  );
  const savedMeal = await ok(
    await post('/api/nutrition/saved-meals', {
      name: 'Owner meal',
      items: [{ foodId: food._id, grams: 50 }],
    }),
    'saved meal',
  );
  const progress = await ok(
    await post('/api/progress', { date: today(), measurements: { weight: 82 } }),
    'progress',
  );
  const upload = await multipartBody([
    { field: 'photos', bytes: await smallPng(), name: 'p.png', type: 'image/png' },
  ]);
  const withPhoto = await ok(
    await as(app, session, { method: 'POST', url: `/api/progress/${progress._id}/photos`, ...upload }),
    'photo',
  );
  const photo = withPhoto.photos[0] as { _id: string; url: string };
  const socialPost = await ok(await post('/api/social/posts', { text: 'Owner post' }), 'post');
  const commented = await ok(
    await post(`/api/social/posts/${socialPost._id}/comments`, { text: 'Owner comment' }),
    'comment',
  );
  const goal = await ok(await post('/api/goals', goalExample()), 'goal');
  const staged = await ok(
    await as(app, session, {
      method: 'POST',
      url: '/api/import/preview',
      ...(await multipartBody([{ field: 'file', ...importFileExample() }])),
    }),
    'import',
  );
  // A second sign-in of the owner (registerUser's password unless told): a session that may be signed out.
  const secondSignIn = await ok(
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.email, password: session.password ?? 'correct horse battery' },
    }),
    'session',
  );
  const sessions = await ok(
    await as(app, { ...session, token: secondSignIn.token }, { method: 'GET', url: '/api/auth/sessions' }),
    'sessions',
  );
  const signedInSession = (sessions.sessions as { _id: string; current: boolean }[]).find((s) => s.current)!;
  // Issue 17: someone who asked the caller to be friends (a request and a notification), and a friend.
  const people = await insertPeopleAround(app.db, session.userId);
  const signedQuery = Object.fromEntries(new URL(photo.url, 'http://localhost').searchParams);
  return {
    template: template._id,
    log: log._id,
    nutrition: nutrition._id,
    progress: progress._id,
    photo: photo._id,
    signedQuery,
    post: socialPost._id,
    comment: commented.comments.at(-1)._id,
    goal: goal._id,
    exercise: exercise._id,
    import: staged.importId,
    session: signedInSession._id,
    ...people,
    food: food._id,
    diaryItem: diaryItem._id,
    savedMeal: savedMeal._id,
  };
}
