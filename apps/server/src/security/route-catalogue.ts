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

const signedIn = 'signed-in' as const;

export const CATALOGUE: RouteSpec[] = [
  // operations
  { method: 'GET', path: '/api/health', access: 'public', input: 'none' },
  { method: 'GET', path: '/api/ready', access: 'public', input: 'none' },

  // auth
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    input: 'json',
    body: () => ({
      name: 'Fuzz',
      email: `fuzz-${crypto.randomUUID()}@example.com`,
      password: 'long enough password',
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    input: 'json',
    body: () => ({ email: 'throttled@example.com', password: 'long enough password' }),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    input: 'json',
    body: () => ({ refresh: 'x'.repeat(43) }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    input: 'json',
    body: () => ({ refresh: 'x'.repeat(43) }),
  },
  { method: 'GET', path: '/api/auth/profile', access: signedIn, input: 'none' },
  {
    method: 'PUT',
    path: '/api/auth/profile',
    access: signedIn,
    input: 'json',
    body: () => ({ name: 'Renamed' }),
  },
  { method: 'GET', path: '/api/auth/summary', access: signedIn, input: 'none' },
  // Settings' account part. The examples carry a wrong current password: the suites call every route as its
  // owner, and a right one would change the password or delete the fixture's account halfway through.
  {
    method: 'PUT',
    path: '/api/auth/password',
    access: signedIn,
    input: 'json',
    body: () => ({ currentPassword: 'not the password', newPassword: 'a new password of mine' }),
    asksPassword: true,
  },
  { method: 'GET', path: '/api/auth/sessions', access: signedIn, input: 'none' },
  { method: 'DELETE', path: '/api/auth/sessions', access: signedIn, input: 'none' },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'session' },
  },
  { method: 'GET', path: '/api/export', access: signedIn, input: 'none' },
  {
    method: 'DELETE',
    path: '/api/account',
    access: signedIn,
    input: 'json',
    body: () => ({ password: 'not the password' }),
    asksPassword: true,
  },

  // onboarding
  {
    method: 'POST',
    path: '/api/onboarding/complete',
    access: signedIn,
    input: 'json',
    body: onboardingExample,
  },

  // images
  {
    method: 'GET',
    path: '/api/images/:id',
    access: 'public',
    input: 'none',
    params: { id: 'image' },
    sharedBecause: 'avatars are public by their random id; progress photos never answer here (images suite)',
  },
  {
    method: 'GET',
    path: '/api/images/:id/thumb',
    access: 'public',
    input: 'none',
    params: { id: 'image' },
    sharedBecause: 'avatars are public by their random id; progress photos never answer here (images suite)',
  },
  {
    method: 'GET',
    path: '/api/images/:id/signed',
    access: 'public',
    input: 'none',
    params: { id: 'image' },
    query: (f) => f.signedQuery,
    sharedBecause:
      'the signature is the permission; a signature for one image opens no other (ownership suite)',
  },
  { method: 'POST', path: '/api/upload/avatar', access: signedIn, input: 'multipart', field: 'avatar' },
  {
    method: 'PUT',
    path: '/api/user/profile-picture',
    access: signedIn,
    input: 'multipart',
    field: 'picture',
  },

  // dashboard
  { method: 'GET', path: '/api/dashboard', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/activity/streak', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/user/streak/personal-record', access: signedIn, input: 'none' },
  {
    method: 'GET',
    path: '/api/user/summary/calories',
    access: signedIn,
    input: 'none',
    query: () => ({ week: 'current' }),
  },
  {
    method: 'GET',
    path: '/api/user/summary/workouts',
    access: signedIn,
    input: 'none',
    query: () => ({ week: 'current' }),
  },
  { method: 'GET', path: '/api/user/weight/latest', access: signedIn, input: 'none' },
  {
    method: 'GET',
    path: '/api/user/activity/recent',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '5' }),
  },
  {
    method: 'GET',
    path: '/api/user/goals/:kind',
    access: signedIn,
    input: 'none',
    params: { kind: 'weekly-target-kind' },
  },
  {
    method: 'PUT',
    path: '/api/user/goals/:kind',
    access: signedIn,
    input: 'json',
    params: { kind: 'weekly-target-kind' },
    body: () => ({ target: 5 }),
  },
  { method: 'GET', path: '/api/user/schedule/week', access: signedIn, input: 'none' },
  {
    method: 'PUT',
    path: '/api/user/schedule/week',
    access: signedIn,
    input: 'json',
    body: () => ({ plan: [{ dayOfWeek: 'Monday', muscleGroup: 'Legs', exercises: ['Squat', 'Lunge'] }] }),
  },

  // workouts
  { method: 'GET', path: '/api/workouts/templates', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/workouts/templates',
    access: signedIn,
    input: 'json',
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ ...templateExample(), plan: planExample(f.exercise) }),
  },
  {
    method: 'PUT',
    path: '/api/workouts/templates/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'template' },
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ name: 'Hijacked', estimatedDurationMin: 5, plan: planExample(f.exercise) }),
  },
  {
    method: 'DELETE',
    path: '/api/workouts/templates/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'template' },
  },
  {
    method: 'GET',
    path: '/api/workouts/logs',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '8', cursor: pageCursor() }),
  },
  {
    method: 'GET',
    path: '/api/workouts/logs/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'log' },
  },
  {
    method: 'PUT',
    path: '/api/workouts/logs/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'log' },
    body: () => ({ notes: 'Hijacked', caloriesBurned: 1 }),
  },
  {
    method: 'DELETE',
    path: '/api/workouts/logs/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'log' },
  },
  {
    method: 'POST',
    path: '/api/workouts/finish',
    access: signedIn,
    input: 'json',
    bodyRefs: { templateId: 'template', exerciseId: 'exercise' },
    body: (f) => ({
      templateId: f.template,
      startedAt: minutesAgo(40),
      finishedAt: minutesAgo(1),
      caloriesBurned: 250,
      notes: 'Sneaky',
      exercises: loggedExercisesExample(f.exercise),
    }),
  },
  {
    method: 'GET',
    path: '/api/workouts/records',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '20' }),
  },
  {
    method: 'GET',
    path: '/api/workouts/last-sets',
    access: signedIn,
    input: 'none',
    // Only the caller's own sets are read, so another user's exercise id finds nothing rather than a 404.
    query: (f) => ({ exerciseIds: `${f.exercise},Barbell_Squat` }),
  },

  // exercise library
  {
    method: 'GET',
    path: '/api/exercises',
    access: signedIn,
    input: 'none',
    query: () => ({ q: 'bench press', muscle: 'chest', equipment: 'barbell', limit: '10' }),
  },
  { method: 'POST', path: '/api/exercises', access: signedIn, input: 'json', body: customExerciseExample },
  {
    method: 'PUT',
    path: '/api/exercises/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'exercise' },
    body: () => ({ name: 'Hijacked', kind: 'weight_reps', primaryMuscles: ['chest'], equipment: null }),
  },
  {
    method: 'DELETE',
    path: '/api/exercises/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'exercise' },
  },

  // nutrition
  {
    method: 'GET',
    path: '/api/nutrition',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '10', cursor: pageCursor() }),
  },
  { method: 'POST', path: '/api/nutrition', access: signedIn, input: 'json', body: nutritionExample },
  {
    method: 'DELETE',
    path: '/api/nutrition/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'nutrition' },
  },

  // food database and diary (issue 15)
  {
    method: 'GET',
    path: '/api/foods',
    access: signedIn,
    input: 'none',
    query: () => ({ q: 'banana', limit: '5', cursor: Buffer.from('{"o":5}').toString('base64url') }),
  },
  { method: 'POST', path: '/api/foods', access: signedIn, input: 'json', body: customFoodExample },
  {
    method: 'PUT',
    path: '/api/foods/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'food' },
    body: () => ({ ...customFoodExample(), name: 'Hijacked' }),
  },
  { method: 'DELETE', path: '/api/foods/:id', access: signedIn, input: 'none', params: { id: 'food' } },
  {
    method: 'GET',
    path: '/api/nutrition/days/:date',
    access: signedIn,
    input: 'none',
    params: { date: 'day' },
  },
  {
    method: 'POST',
    path: '/api/nutrition/days/:date/items',
    access: signedIn,
    input: 'json',
    params: { date: 'day' },
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ foodId: f.food, meal: 'snack', portion: { label: 'bowl', amount: 1.5 } }),
  },
  {
    method: 'PUT',
    path: '/api/nutrition/days/:date/items/:id',
    access: signedIn,
    input: 'json',
    params: { date: 'day', id: 'diaryItem' },
    body: () => ({ meal: 'dinner', grams: 120 }),
  },
  {
    method: 'DELETE',
    path: '/api/nutrition/days/:date/items/:id',
    access: signedIn,
    input: 'none',
    params: { date: 'day', id: 'diaryItem' },
  },
  {
    method: 'POST',
    path: '/api/nutrition/days/:date/copy',
    access: signedIn,
    input: 'json',
    params: { date: 'day' },
    body: () => ({ fromDate: today(), fromMeal: 'breakfast', toMeal: 'lunch' }),
  },
  {
    method: 'POST',
    path: '/api/nutrition/days/:date/saved-meals',
    access: signedIn,
    input: 'json',
    params: { date: 'day' },
    bodyRefs: { savedMealId: 'savedMeal' },
    body: (f) => ({ savedMealId: f.savedMeal, meal: 'lunch' }),
  },
  {
    method: 'PUT',
    path: '/api/nutrition/days/:date/water',
    access: signedIn,
    input: 'json',
    params: { date: 'day' },
    body: () => ({ ml: 500 }),
  },
  {
    method: 'GET',
    path: '/api/nutrition/averages',
    access: signedIn,
    input: 'none',
    query: () => ({ to: today() }),
  },
  { method: 'GET', path: '/api/nutrition/targets', access: signedIn, input: 'none' },
  {
    method: 'PUT',
    path: '/api/nutrition/targets',
    access: signedIn,
    input: 'json',
    body: () => ({ calories: 2200, protein: 150, carbs: 250, fats: 70, waterMl: 2500 }),
  },
  { method: 'GET', path: '/api/nutrition/saved-meals', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/nutrition/saved-meals',
    access: signedIn,
    input: 'json',
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ name: 'Fixture meal', items: [{ foodId: f.food, grams: 80 }] }),
  },
  {
    method: 'PUT',
    path: '/api/nutrition/saved-meals/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'savedMeal' },
    bodyRefs: { foodId: 'food' },
    body: (f) => ({ name: 'Hijacked', items: [{ foodId: f.food, grams: 10 }] }),
  },
  {
    method: 'DELETE',
    path: '/api/nutrition/saved-meals/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'savedMeal' },
  },

  // progress
  {
    method: 'GET',
    path: '/api/progress',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '10', cursor: pageCursor() }),
  },
  {
    method: 'POST',
    path: '/api/progress',
    access: signedIn,
    input: 'json',
    body: () => ({ date: today(), measurements: { weight: 80.5, waist: 85 } }),
  },
  {
    method: 'DELETE',
    path: '/api/progress/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'progress' },
  },
  {
    method: 'PUT',
    path: '/api/progress/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'progress' },
    body: () => ({ date: today(), measurements: { weight: 80 } }),
  },
  {
    method: 'GET',
    path: '/api/progress/weight',
    access: signedIn,
    input: 'none',
    query: () => ({ from: '2026-01-01', to: today() }),
  },
  {
    method: 'GET',
    path: '/api/progress/measurements/:key',
    access: signedIn,
    input: 'none',
    params: { key: 'measurement-key' },
    query: () => ({ from: '2026-01-01' }),
  },
  { method: 'GET', path: '/api/progress/photos', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/progress/overview', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/progress/achievements', access: signedIn, input: 'none' },
  { method: 'POST', path: '/api/progress/achievements/announcements', access: signedIn, input: 'none' },
  {
    method: 'GET',
    path: '/api/progress/exercises/:exerciseId',
    access: signedIn,
    input: 'none',
    params: { exerciseId: 'exercise' },
  },
  {
    method: 'GET',
    path: '/api/progress/exercises/:exerciseId/sets',
    access: signedIn,
    input: 'none',
    params: { exerciseId: 'exercise' },
    query: () => ({
      cursor: Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000Z', 'zzzz', 0, 0])).toString('base64url'),
    }),
  },
  { method: 'GET', path: '/api/progress/training-days', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/progress/muscle-sets', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/progress/:id/photos',
    access: signedIn,
    input: 'multipart',
    field: 'photos',
    params: { id: 'progress' },
  },

  // goals
  {
    method: 'GET',
    path: '/api/goals',
    access: signedIn,
    input: 'none',
    query: () => ({ status: 'in-progress' }),
  },
  { method: 'POST', path: '/api/goals', access: signedIn, input: 'json', body: goalExample },
  {
    method: 'PUT',
    path: '/api/goals/:id',
    access: signedIn,
    input: 'json',
    params: { id: 'goal' },
    body: () => ({ title: 'Hijacked', targetValue: 1 }),
  },
  {
    method: 'POST',
    path: '/api/goals/:id/progress',
    access: signedIn,
    input: 'json',
    params: { id: 'goal' },
    body: () => ({ currentValue: 4 }),
  },
  { method: 'DELETE', path: '/api/goals/:id', access: signedIn, input: 'none', params: { id: 'goal' } },

  // settings: the caller's own preferences, no ids
  { method: 'GET', path: '/api/settings', access: signedIn, input: 'none' },
  {
    method: 'PUT',
    path: '/api/settings',
    access: signedIn,
    input: 'json',
    body: () => ({ units: { weight: 'lb' }, theme: 'dark', findable: false }),
  },

  // import: a staged import is its owner's alone, and so are the exercises its matches name
  {
    method: 'POST',
    path: '/api/import/preview',
    access: signedIn,
    input: 'multipart',
    field: 'file',
    upload: importFileExample,
  },
  {
    method: 'POST',
    path: '/api/import/weights',
    access: signedIn,
    input: 'multipart',
    field: 'file',
    upload: () => ({
      bytes: Buffer.from('date,weight (kg)\n2024-03-01,80.5\n'),
      name: 'w.csv',
      type: 'text/csv',
    }),
  },
  {
    method: 'POST',
    path: '/api/import/:importId/confirm',
    access: signedIn,
    input: 'json',
    params: { importId: 'import' },
    bodyRefs: { exerciseId: 'exercise' },
    body: (f) => ({ matches: [{ name: IMPORT_EXAMPLE_EXERCISE, exerciseId: f.exercise }] }),
  },

  // social: the feed is shared by everyone signed in; only deleting is the author's alone
  {
    method: 'GET',
    path: '/api/social/posts',
    access: signedIn,
    input: 'none',
    query: () => ({ limit: '10' }),
  },
  {
    method: 'POST',
    path: '/api/social/posts',
    access: signedIn,
    input: 'json',
    body: () => ({ text: 'Hello' }),
  },
  {
    method: 'DELETE',
    path: '/api/social/posts/:id',
    access: signedIn,
    input: 'none',
    params: { id: 'post' },
  },
  {
    method: 'POST',
    path: '/api/social/posts/:id/like',
    access: signedIn,
    input: 'none',
    params: { id: 'post' },
    sharedBecause: 'anyone signed in may like any post of the shared feed',
  },
  {
    method: 'POST',
    path: '/api/social/posts/:id/unlike',
    access: signedIn,
    input: 'none',
    params: { id: 'post' },
    sharedBecause: 'anyone signed in may unlike (their own like on) any post of the shared feed',
  },
  {
    method: 'POST',
    path: '/api/social/posts/:id/comments',
    access: signedIn,
    input: 'json',
    params: { id: 'post' },
    body: () => ({ text: 'Nice one' }),
    sharedBecause: 'anyone signed in may comment on any post of the shared feed',
  },
  {
    method: 'DELETE',
    path: '/api/social/posts/:id/comments/:commentId',
    access: signedIn,
    input: 'none',
    params: { id: 'post', commentId: 'comment' },
  },
  { method: 'GET', path: '/api/social/stats', access: signedIn, input: 'none' },

  // friends (issue 17): requests are answered by the one asked only; friends and blocks are the caller's own
  {
    method: 'GET',
    path: '/api/users/search',
    access: signedIn,
    input: 'none',
    query: () => ({ q: 'tester' }),
  },
  {
    method: 'POST',
    path: '/api/friends/requests',
    access: signedIn,
    input: 'json',
    bodyRefs: { userId: 'person' },
    body: (f) => ({ userId: f.person }),
    sharedBecause: 'anyone may ask any person to be friends (a block or an unknown id is a 404)',
  },
  { method: 'GET', path: '/api/friends/requests', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/friends/requests/:id/accept',
    access: signedIn,
    input: 'none',
    params: { id: 'friendRequest' },
  },
  {
    method: 'POST',
    path: '/api/friends/requests/:id/decline',
    access: signedIn,
    input: 'none',
    params: { id: 'friendRequest' },
  },
  { method: 'GET', path: '/api/friends', access: signedIn, input: 'none' },
  {
    method: 'DELETE',
    path: '/api/friends/:userId',
    access: signedIn,
    input: 'none',
    params: { userId: 'friend' },
  },
  {
    method: 'POST',
    path: '/api/users/:id/block',
    access: signedIn,
    input: 'none',
    params: { id: 'person' },
    sharedBecause: 'anyone may block any person',
  },
  {
    method: 'DELETE',
    path: '/api/users/:id/block',
    access: signedIn,
    input: 'none',
    params: { id: 'person' },
    sharedBecause: 'unblocking names the person; only a block of the caller’s own is lifted',
  },

  // leaderboard and challenges (issue 17): only the invited answer an invitation
  {
    method: 'GET',
    path: '/api/social/leaderboard',
    access: signedIn,
    input: 'none',
    query: () => ({ metric: 'calories' }),
  },
  { method: 'GET', path: '/api/social/challenges', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/social/challenges',
    access: signedIn,
    input: 'json',
    body: (f) => ({
      name: 'Most workouts',
      metric: 'workouts',
      startDate: today(),
      endDate: today(),
      invite: [f.friend],
    }),
  },
  {
    method: 'POST',
    path: '/api/social/challenges/:id/accept',
    access: signedIn,
    input: 'none',
    params: { id: 'challengeInvite' },
  },
  {
    method: 'POST',
    path: '/api/social/challenges/:id/decline',
    access: signedIn,
    input: 'none',
    params: { id: 'challengeInvite' },
  },

  // notifications (issue 17): the caller's own
  { method: 'GET', path: '/api/notifications', access: signedIn, input: 'none' },
  { method: 'GET', path: '/api/notifications/unread-count', access: signedIn, input: 'none' },
  {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: signedIn,
    input: 'none',
    params: { id: 'notification' },
  },
  { method: 'POST', path: '/api/notifications/read-all', access: signedIn, input: 'none' },
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
