import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  currentStreak,
  DEFAULT_WEEKLY_TARGETS,
  WEEKLY_TARGET_KINDS,
  localDateOf,
  longestStreak,
  SCHEDULE_DAYS,
  todayIn,
  weekOf,
  type DashboardResponse,
  type WeeklyTargetKind,
} from '@momentum/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, createFixture, exampleRequest, routeKey } from '../../security/route-catalogue.js';
import { areaVersionColumn } from '../../db/data-areas.js';
import { STREAK_AREAS } from '../activity/kept-streaks.js';
import { KEPT_MEALS_PER_PERSON } from './added-meals.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** A second instance on the same database: its kept parts are its own, as another process's would be. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '10000', POSTS_PER_USER: '10000' });
  other = await t.anotherInstance();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const get = (
  app: FastifyInstance,
  session: Session,
  url: string,
  timeZone = 'UTC',
  headers: Record<string, string> = {},
) => as(app, session, { method: 'GET', url, timeZone, headers });

/**
 * Where each part of the dashboard comes from in the spec (and, for the shell's settings and unread count, the
 * API's own reads). The announcements are a claim (a POST), compared on their own.
 */
const SPEC_CALLS: Record<Exclude<keyof DashboardResponse, 'goals' | 'announcements'>, string> = {
  profile: '/api/auth/profile',
  summary: '/api/auth/summary',
  streak: '/api/activity/streak',
  personalRecord: '/api/user/streak/personal-record',
  calories: '/api/user/summary/calories?week=current',
  workouts: '/api/user/summary/workouts?week=current',
  latestWeight: '/api/user/weight/latest',
  recentActivity: '/api/user/activity/recent?limit=5',
  schedule: '/api/user/schedule/week',
  templates: '/api/workouts/templates',
  settings: '/api/settings',
  unreadNotifications: '/api/notifications/unread-count',
};
const SPEC_GOAL_CALLS = Object.fromEntries(
  WEEKLY_TARGET_KINDS.map((kind) => [kind, `/api/user/goals/${kind}`]),
);

const CALL_COUNT = Object.keys(SPEC_CALLS).length + Object.keys(SPEC_GOAL_CALLS).length;

/** The calls of a dashboard visit (the 14 spec calls and the shell's two reads), in the given order. */
async function specVisit(app: FastifyInstance, session: Session, timeZone: string, order: number[]) {
  const calls = [
    ...Object.entries(SPEC_CALLS).map(([part, url]) => ({ part, kind: undefined, url })),
    ...Object.entries(SPEC_GOAL_CALLS).map(([kind, url]) => ({ part: 'goals', kind, url })),
  ];
  const answer: Record<string, unknown> = { goals: {} };
  for (const index of order) {
    const call = calls[index % calls.length]!;
    const response = await get(app, session, call.url, timeZone);
    expect(response.statusCode, call.url).toBe(200);
    if (call.kind) (answer.goals as Record<string, unknown>)[call.kind] = response.json();
    else answer[call.part] = response.json();
  }
  return answer;
}

/** `asker` asks `person` to be friends: a notification for `person`, written by somebody else's action. */
async function befriendAsked(asker: Session, person: Session) {
  const asked = await as(t.app, asker, {
    method: 'POST',
    url: '/api/friends/requests',
    payload: { userId: person.userId },
  });
  expect(asked.statusCode, asked.body).toBeLessThan(300);
}

const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Kiritimati'];
const DAY_MS = 86_400_000;

const historyArbitrary = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  events: fc.array(
    fc.record({
      kind: fc.constantFrom('workout', 'meal', 'weight'),
      daysAgo: fc.integer({ min: 0, max: 20 }),
      hoursAgo: fc.integer({ min: 0, max: 23 }),
      amount: fc.integer({ min: 0, max: 900 }),
      weight: fc.integer({ min: 500, max: 1200 }).map((tenths) => tenths / 10),
    }),
    { maxLength: 14 },
  ),
  targets: fc.array(fc.tuple(fc.constantFrom(...WEEKLY_TARGET_KINDS), fc.integer({ min: 1, max: 14 })), {
    maxLength: 3,
  }),
  scheduleDays: fc.subarray([...SCHEDULE_DAYS]),
  templates: fc.integer({ min: 0, max: 2 }),
  order: fc.shuffledSubarray(
    Array.from({ length: CALL_COUNT }, (_, i) => i),
    { minLength: CALL_COUNT, maxLength: CALL_COUNT },
  ),
  unreadNotifications: fc.integer({ min: 0, max: 3 }),
  theme: fc.constantFrom('light', 'dark', 'system'),
});

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with every part', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/dashboard'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(
      [...Object.keys(SPEC_CALLS), 'goals', 'announcements'].sort(),
    );
  });

  it('answers, part by part, what the 14 spec calls answer for the same user at the same moment', async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async (history) => {
        const session = await registerUser(t.app);
        const db = t.database.db;
        const now = Date.now();
        const workouts: Array<{ finishedAt: Date; calories: number }> = [];
        const meals: Array<{ date: string; calories: number; protein: number }> = [];
        const weights: Array<{ date: string; at: Date; weight: number }> = [];
        const activeDates: string[] = [];
        for (const [index, event] of history.events.entries()) {
          const at = new Date(now - event.daysAgo * DAY_MS - event.hoursAgo * 3_600_000 - index * 1000);
          const date = localDateOf(at, history.timeZone);
          activeDates.push(date);
          if (event.kind === 'workout') {
            await insertWorkout(db, session.userId, {
              finishedAt: at,
              timeZone: history.timeZone,
              caloriesBurned: event.amount,
              workoutType: `Workout ${index}`,
            });
            workouts.push({ finishedAt: at, calories: event.amount });
          } else if (event.kind === 'meal') {
            await insertMeal(db, session.userId, {
              date,
              calories: event.amount,
              protein: event.amount / 10,
              createdAt: at,
            });
            meals.push({ date, calories: event.amount, protein: event.amount / 10 });
          } else {
            await insertProgress(db, session.userId, { date, weight: event.weight, createdAt: at });
            weights.push({ date, at, weight: event.weight });
          }
        }
        const write = (method: 'PUT' | 'POST', url: string, payload: object) =>
          as(t.app, session, { method, url, payload, timeZone: history.timeZone });
        for (const [kind, target] of history.targets) {
          expect((await write('PUT', `/api/user/goals/${kind}`, { target })).statusCode).toBe(200);
        }
        const plan = history.scheduleDays.map((dayOfWeek) => ({
          dayOfWeek,
          muscleGroup: `${dayOfWeek} group`,
          exercises: ['Squat'],
        }));
        expect((await write('PUT', '/api/user/schedule/week', { plan })).statusCode).toBe(200);
        for (let i = 0; i < history.templates; i++) {
          const body = { name: `T${i}`, day: 'Monday', muscleGroup: 'Legs', exercises: ['Squat'] };
          expect((await write('POST', '/api/workouts/templates', body)).statusCode).toBe(201);
        }

        expect((await write('PUT', '/api/settings', { theme: history.theme })).statusCode).toBe(200);
        for (let i = 0; i < history.unreadNotifications; i++) {
          const someone = await registerUser(t.app);
          await befriendAsked(someone, session);
        }

        // Midnight in the user's zone between the two reads would rightly change the answers: read again.
        for (;;) {
          const today = localDateOf(new Date(), history.timeZone);
          const response = await get(t.app, session, '/api/dashboard', history.timeZone);
          expect(response.statusCode).toBe(200);
          const dashboard = response.json<DashboardResponse>();
          const spec = await specVisit(other, session, history.timeZone, history.order);
          if (localDateOf(new Date(), history.timeZone) !== today) continue;
          const { announcements, ...parts } = dashboard;
          expect(parts).toEqual(spec);
          // The announcements are what claiming them answers next, and reading them claimed nothing.
          const claimed = await as(other, session, {
            method: 'POST',
            url: '/api/progress/achievements/announcements',
            timeZone: history.timeZone,
          });
          expect(claimed.json()).toEqual(announcements);
          const afterClaim = await get(t.app, session, '/api/dashboard', history.timeZone);
          expect(afterClaim.json<DashboardResponse>().announcements.items).toEqual([]);
          const kinds = new Set(history.events.map((event) => event.kind));
          const announced = new Set(announcements.items.map((item) => item.key));
          expect(announced.has('first-workout')).toBe(kinds.has('workout'));
          expect(announced.has('first-weigh-in')).toBe(kinds.has('weight'));
          expect(dashboard.settings.theme).toBe(history.theme);
          expect(dashboard.unreadNotifications.unreadCount).toBe(history.unreadNotifications);

          // And the figures are those of the history written, not merely the same on both paths.
          const week = weekOf(new Date(), history.timeZone);
          const thisWeek = workouts.filter((w) => w.finishedAt >= week.start && w.finishedAt < week.end);
          expect(dashboard.workouts.workoutsThisWeek).toBe(thisWeek.length);
          expect(dashboard.calories.totalCalories).toBe(thisWeek.reduce((sum, w) => sum + w.calories, 0));
          expect(dashboard.streak.streak).toBe(currentStreak(activeDates, today));
          expect(dashboard.personalRecord.personalRecord).toBe(longestStreak(activeDates));
          expect(dashboard.templates).toHaveLength(history.templates);
          const mealsThisWeek = meals.filter((m) => m.date >= week.startDate && m.date < week.endDate);
          const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
          const targetOf = (kind: WeeklyTargetKind) =>
            history.targets.findLast(([k]) => k === kind)?.[1] ?? DEFAULT_WEEKLY_TARGETS[kind];
          expect(dashboard.goals).toEqual({
            workouts: { value: thisWeek.length, target: targetOf('workouts') },
            calories: { value: sum(thisWeek.map((w) => w.calories)), target: targetOf('calories') },
            'calories-intake': {
              value: sum(mealsThisWeek.map((m) => m.calories)),
              target: targetOf('calories-intake'),
            },
            protein: { value: sum(mealsThisWeek.map((m) => m.protein)), target: targetOf('protein') },
          });
          const newestWeight = weights.toSorted((a, b) =>
            a.date === b.date ? b.at.getTime() - a.at.getTime() : a.date < b.date ? 1 : -1,
          )[0];
          expect(dashboard.latestWeight.weight).toBe(newestWeight?.weight ?? null);
          expect(dashboard.recentActivity.items.length).toBe(Math.min(5, history.events.length));
          return;
        }
      }),
      { numRuns: 6 },
    );
    // Each run registers a user and makes about 40 requests: on a busy machine with PostgreSQL, beyond 30 s.
  }, 120_000);
});

describe('ETag and If-None-Match', () => {
  it('answers 304 with no body for a matching tag, and 200 for another tag', async () => {
    const session = await registerUser(t.app);
    const first = await get(t.app, session, '/api/dashboard');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    const listed = await get(t.app, session, '/api/dashboard', 'UTC', {
      'if-none-match': `W/"something-else", ${tag}`,
    });
    expect(listed.statusCode).toBe(304);

    const stale = await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it("answers a 304 with only what updates the stored answer (RFC 9110 §15.4.5), the 200's security headers staying with it", async () => {
    const session = await registerUser(t.app);
    const first = await get(t.app, session, '/api/dashboard');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await get(t.app, session, '/api/dashboard', 'UTC', {
      'if-none-match': first.headers.etag!,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.vary).toBe(first.headers.vary);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-security-policy'])
      expect(again.headers[name], name).toBeUndefined();
  });

  it('tags the spec dashboard calls too, each URL its own tag', async () => {
    const session = await registerUser(t.app);
    const tags = new Set<string>();
    for (const url of [...Object.values(SPEC_CALLS), ...Object.values(SPEC_GOAL_CALLS)]) {
      const response = await get(t.app, session, url);
      const tag = response.headers.etag as string;
      expect(tag, url).toBeTruthy();
      tags.add(tag);
      expect((await get(t.app, session, url, 'UTC', { 'if-none-match': tag })).statusCode, url).toBe(304);
    }
    expect(tags.size).toBe(CALL_COUNT);
    const limited = await get(t.app, session, '/api/user/activity/recent?limit=3');
    expect(tags.has(limited.headers.etag as string)).toBe(false);
  });

  it('never tags an error answer', async () => {
    const session = await registerUser(t.app);
    const unknown = await get(t.app, session, '/api/user/goals/nonsense');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });

  it('gives two users at the same data version different tags', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const versions = await t.database.db
      .selectFrom('users')
      .select('data_version')
      .where('id', 'in', [a.userId, b.userId])
      .execute();
    expect(versions[0]!.data_version).toBe(versions[1]!.data_version);
    const tagA = (await get(t.app, a, '/api/user/summary/calories')).headers.etag as string;
    const tagB = (await get(t.app, b, '/api/user/summary/calories')).headers.etag as string;
    expect(tagA).not.toBe(tagB);
    expect(
      (await get(t.app, b, '/api/user/summary/calories', 'UTC', { 'if-none-match': tagA })).statusCode,
    ).toBe(200);
  });

  it('changes with the time zone and at midnight, when the streak and the week move without a write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-14T23:59:00Z')); // a Sunday, 23:59 UTC
    const session = await registerUser(t.app);
    await get(t.app, session, '/api/dashboard'); // remembers UTC as the user's zone
    const sunday = await get(t.app, session, '/api/dashboard');
    const tokyo = await get(t.app, session, '/api/dashboard', 'Asia/Tokyo');
    expect(tokyo.headers.etag).not.toBe(sunday.headers.etag);
    await get(t.app, session, '/api/dashboard'); // back to UTC (a profile write)

    const before = await get(t.app, session, '/api/dashboard');
    expect(
      (await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': before.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    vi.setSystemTime(new Date('2026-06-15T00:01:00Z')); // Monday: a new day and a new week
    const monday = await get(t.app, session, '/api/dashboard', 'UTC', {
      'if-none-match': before.headers.etag as string,
    });
    expect(monday.statusCode).toBe(200);
    expect(monday.headers.etag).not.toBe(before.headers.etag);
  });
});

/** Writes that do not touch what the dashboard shows, with the reason. */
const NOT_DASHBOARD_DATA: Record<string, string> = {
  'POST /api/social/posts': 'the feed is not part of the dashboard',
  'DELETE /api/social/posts/:id': 'the feed is not part of the dashboard',
  'POST /api/social/posts/:id/like': 'the feed is not part of the dashboard',
  'POST /api/social/posts/:id/unlike': 'the feed is not part of the dashboard',
  'POST /api/social/posts/:id/comments': 'the feed is not part of the dashboard',
  'DELETE /api/social/posts/:id/comments/:commentId': 'the feed is not part of the dashboard',
  'POST /api/friends/requests': 'friendships are not part of the dashboard',
  'POST /api/friends/requests/:id/accept': 'friendships are not part of the dashboard',
  'POST /api/friends/requests/:id/decline': 'friendships are not part of the dashboard',
  'DELETE /api/friends/:userId': 'friendships are not part of the dashboard',
  'POST /api/users/:id/block': 'blocks are not part of the dashboard',
  'DELETE /api/users/:id/block': 'blocks are not part of the dashboard',
  'POST /api/social/challenges': 'challenges are not part of the dashboard',
  'POST /api/social/challenges/:id/accept': 'challenges are not part of the dashboard',
  'POST /api/social/challenges/:id/decline': 'challenges are not part of the dashboard',
  'PUT /api/auth/password':
    'a password is not part of the dashboard (the example is a refused wrong password)',
  'DELETE /api/auth/sessions': 'signing devices out is not part of the dashboard',
  'DELETE /api/auth/sessions/:id': 'signing a device out is not part of the dashboard',
  'DELETE /api/account': 'the example is a refused wrong password; a deleted account has no dashboard',
};

const USER_WRITES = CATALOGUE.filter(
  (route) =>
    route.access === 'signed-in' && route.method !== 'GET' && !(routeKey(route) in NOT_DASHBOARD_DATA),
);

describe('the data version', () => {
  let bystander: Session;
  let bystanderTag: string;
  beforeAll(async () => {
    bystander = await registerUser(t.app);
    await createFixture(t.app, bystander);
    await get(t.app, bystander, '/api/dashboard');
    bystanderTag = (await get(t.app, bystander, '/api/dashboard')).headers.etag as string;
  });

  it('covers every write of the API that is not in the list of exceptions', () => {
    expect(USER_WRITES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(USER_WRITES.map((route) => [routeKey(route), route] as const))(
    '%s moves the tag of the writer, and of nobody else',
    async (_key, route) => {
      const session = await registerUser(t.app);
      const fixture = await createFixture(t.app, session);
      await get(t.app, session, '/api/dashboard');
      const before = await get(t.app, session, '/api/dashboard');
      const tag = before.headers.etag as string;

      const write = await as(t.app, session, await exampleRequest(route, fixture));
      expect(write.statusCode, write.body).toBeLessThan(300);

      const after = await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(tag);
      // And through the other instance, which never saw the write.
      const elsewhere = await get(other, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toEqual(after.json());

      const untouched = await get(t.app, bystander, '/api/dashboard', 'UTC', {
        'if-none-match': bystanderTag,
      });
      expect(untouched.statusCode).toBe(304);
    },
  );

  it("moves with a notification somebody else's action writes for the user (the unread count), not the actor's", async () => {
    const person = await registerUser(t.app);
    const asker = await registerUser(t.app);
    const tags: Record<string, string> = {};
    for (const [name, session] of Object.entries({ person, asker })) {
      await get(t.app, session, '/api/dashboard');
      tags[name] = (await get(t.app, session, '/api/dashboard')).headers.etag as string;
    }
    await befriendAsked(asker, person);
    const after = await get(other, person, '/api/dashboard', 'UTC', { 'if-none-match': tags.person! });
    expect(after.statusCode).toBe(200);
    expect(after.json<DashboardResponse>().unreadNotifications.unreadCount).toBe(1);
    const actor = await get(t.app, asker, '/api/dashboard', 'UTC', { 'if-none-match': tags.asker! });
    expect(actor.statusCode).toBe(304);
  });

  it('moves in the transaction of the write: a write rolled back moves nothing', async () => {
    const session = await registerUser(t.app);
    const versionOf = async (db = t.database.db) =>
      (
        await db
          .selectFrom('users')
          .select('data_version')
          .where('id', '=', session.userId)
          .executeTakeFirstOrThrow()
      ).data_version;
    const before = await versionOf();
    const rolledBack = t.database.db.transaction().execute(async (trx) => {
      await insertMeal(trx, session.userId, { date: '2026-06-01', calories: 100 });
      expect(await versionOf(trx)).toBe(before + 1);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await versionOf()).toBe(before);
    await insertMeal(t.database.db, session.userId, { date: '2026-06-01', calories: 100 });
    expect(await versionOf()).toBe(before + 1);
  });
  it("is read from committed data: a request never sees inside another request's open transaction", async () => {
    const session = await registerUser(t.app);
    const tag = (await get(t.app, session, '/api/dashboard')).headers.etag!;
    // The write's transaction has moved the version and not committed: a revalidation in that moment still
    // matches the old tag (on SQLite it would wait on the busy connection, or see the uncommitted version
    // and tag an answer with a version that may never exist, if it read through the writer's connection).
    await t.database.db.transaction().execute(async (trx) => {
      await insertMeal(trx, session.userId, { date: '2026-06-01', calories: 100 });
      const during = await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
      expect(during.statusCode).toBe(304);
    });
    const after = await get(t.app, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
  });
});

describe('two server instances on one database', () => {
  it('a write through one is seen by the next read through the other, which has the old answer kept', async () => {
    const session = await registerUser(t.app);
    await get(other, session, '/api/dashboard');
    const kept = await get(other, session, '/api/dashboard');
    const tag = kept.headers.etag as string;
    // The other instance keeps its parts and revalidates: unchanged data is a 304 there.
    expect((await get(other, session, '/api/dashboard', 'UTC', { 'if-none-match': tag })).statusCode).toBe(
      304,
    );
    expect(kept.json<DashboardResponse>().calories.totalCalories).toBe(0);

    const finished = await as(t.app, session, {
      method: 'POST',
      url: '/api/workouts/finish',
      timeZone: 'UTC',
      payload: {
        templateId: (
          await as(t.app, session, {
            method: 'POST',
            url: '/api/workouts/templates',
            payload: { name: 'Legs', day: 'Monday', muscleGroup: 'Legs', exercises: ['Squat'] },
          })
        ).json<{ _id: string }>()._id,
        startedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        caloriesBurned: 321,
      },
    });
    expect(finished.statusCode).toBe(201);

    const fresh = await get(other, session, '/api/dashboard', 'UTC', { 'if-none-match': tag });
    expect(fresh.statusCode).toBe(200);
    const answer = fresh.json<DashboardResponse>();
    expect(answer.calories.totalCalories).toBe(321);
    expect(answer.workouts.workoutsThisWeek).toBe(1);
    expect(answer.templates).toHaveLength(1);
    // The spec calls through that instance are fresh too.
    expect((await get(other, session, '/api/user/summary/calories?week=current')).json()).toEqual({
      totalCalories: 321,
    });
  });
});

describe('the sources kept by data area (docs/decisions/0028-data-areas.md)', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const dateOf = (n: number) => daysAgo(n).toISOString().slice(0, 10);

  it('follow writes made straight into the tables: after each, the kept answer is what an instance keeping nothing answers', async () => {
    const session = await registerUser(t.app);
    const db = t.database.db;
    // Each write moves one area and changes a source that also reads another area: the streak (every kind of
    // activity), the schedule's completed days and the week's totals (the workouts), the recent activity.
    const writes: [string, () => Promise<unknown>][] = [
      [
        'a meal yesterday: the streak',
        () => insertMeal(db, session.userId, { date: dateOf(1), calories: 300 }),
      ],
      [
        'a weigh-in two days ago: the streak, the latest weight',
        () => insertProgress(db, session.userId, { date: dateOf(2), weight: 81.5 }),
      ],
      [
        'a workout today with no template: the streak, the schedule, the week',
        () => insertWorkout(db, session.userId, { finishedAt: new Date(), caloriesBurned: 250 }),
      ],
      ['a meal today: the week, the recent meals', () => insertMeal(db, session.userId, { date: dateOf(0) })],
    ];
    await get(t.app, session, '/api/dashboard');
    for (const [write, run] of writes) {
      const before = (await get(t.app, session, '/api/dashboard')).json<DashboardResponse>();
      await run();
      const kept = (await get(t.app, session, '/api/dashboard')).json<DashboardResponse>();
      const fresh = (
        await get(await t.anotherInstance(), session, '/api/dashboard')
      ).json<DashboardResponse>();
      expect(kept, write).toEqual(fresh);
      expect(kept, `${write} changes the answer`).not.toEqual(before);
    }
  });

  /** The user's dashboard answer as of now, from the app's kept parts. */
  const answerNow = async (session: Session) => {
    const versions = (await t.app.committedVersionsOf(session.userId))!;
    const now = new Date();
    return t.app.dashboardParts
      .of({
        userId: session.userId,
        dataVersion: versions.data_version,
        areaVersions: versions,
        timeZone: 'UTC',
        now,
        today: todayIn(now, 'UTC'),
      })
      .all();
  };
  const postMealOf = async (session: Session, name: string, calories: number) => {
    const meal = await as(t.app, session, {
      method: 'POST',
      url: '/api/nutrition',
      payload: { date: dateOf(0), meals: [{ type: 'lunch', items: [{ name, calories }] }] },
    });
    expect(meal.statusCode).toBe(201);
  };

  it('build again only the parts a meal changed: the others are the very objects (and texts) of the answer before', async () => {
    const session = await registerUser(t.app);
    const before = await answerNow(session);
    await postMealOf(session, 'Soup', 250);
    const after = await answerNow(session);
    expect(after).not.toBe(before);
    const untouched = [
      'profile',
      'calories',
      'workouts',
      'latestWeight',
      'schedule',
      'templates',
      'settings',
      'unreadNotifications',
    ] as const;
    for (const part of untouched) expect(after[part], part).toBe(before[part]);
    expect(after.goals.workouts).toBe(before.goals.workouts);
    expect(after.goals.calories).toBe(before.goals.calories);
    expect(after.goals['calories-intake'].value).toBe(before.goals['calories-intake'].value + 250);
    expect(after.recentActivity.items).toHaveLength(before.recentActivity.items.length + 1);
  });

  it('keep the announcements a meal leaves as they were: the same part, however many earned achievements wait', async () => {
    const session = await registerUser(t.app);
    // The first meal earns 'first-meal', which waits to be announced.
    await postMealOf(session, 'Soup', 250);
    const before = await answerNow(session);
    expect(before.announcements.items.map((item) => item.key)).toEqual(['first-meal']);
    await postMealOf(session, 'Bread', 120);
    const after = await answerNow(session);
    expect(after.goals['calories-intake']).not.toBe(before.goals['calories-intake']);
    expect(after.announcements).toBe(before.announcements);
  });

  it('add quick meals to the recent meals and the week they kept, and read them again after any write they do not know', async () => {
    const session = await registerUser(t.app);
    const repository = createDashboardRepository(t.database.db);
    const recentMealsRead = vi.spyOn(repository, 'recentMeals');
    const weekRead = vi.spyOn(repository, 'nutritionTotals');
    const macros = (name: string) => ({ protein: name.length + 0.35, carbs: 10, fats: 2 });
    const postMeal = (app: FastifyInstance, name: string, date = dateOf(0)) =>
      as(app, session, {
        method: 'POST',
        url: '/api/nutrition',
        payload: {
          date,
          meals: [{ type: 'lunch', items: [{ name, calories: 100.15 + name.length, macros: macros(name) }] }],
        },
      });
    const dashboardOf = async (app: FastifyInstance) =>
      (await get(app, session, '/api/dashboard')).json<DashboardResponse>();
    try {
      await dashboardOf(t.app);
      const inARow = async (names: string[]) => {
        for (const name of names) await postMeal(t.app, name);
      };
      // [what happens, whether the dashboard after it reads the recent meals again ('either': a race decides)]
      const steps: [string, () => Promise<unknown>, boolean | 'either'][] = [
        ['a meal through this instance', () => postMeal(t.app, 'Soup'), false],
        [
          'a meal yesterday: a new active day, the streak grows',
          () => postMeal(t.app, 'Egg', dateOf(1)),
          false,
        ],
        ['a meal tomorrow: no active day yet', () => postMeal(t.app, 'Jam', dateOf(-1)), false],
        ['a meal dated before the streak window', () => postMeal(t.app, 'Stew', dateOf(20)), false],
        ['a meal through the other instance', () => postMeal(other, 'Rice'), true],
        ['a meal here after it', () => postMeal(t.app, 'Pie'), false],
        [
          'two meals in a row before the dashboard: advanced through both',
          () => inARow(['Kale', 'Leek']),
          false,
        ],
        [
          'three more at once, past the five shown: kept only where each was the one change',
          () => Promise.all(['A', 'B', 'C'].map((n) => postMeal(t.app, n))),
          'either',
        ],
        ['one more', () => postMeal(t.app, 'Fig'), false],
        [
          `${KEPT_MEALS_PER_PERSON + 1} in a row, one more than are kept`,
          () => inARow(Array.from({ length: KEPT_MEALS_PER_PERSON + 1 }, (_, i) => `Row ${i}`)),
          true,
        ],
        [
          'the newest deleted',
          async () => {
            const newest = (await dashboardOf(t.app)).recentActivity.items[0]!;
            await as(t.app, session, { method: 'DELETE', url: `/api/nutrition/${newest._id}` });
          },
          true,
        ],
      ];
      for (const [step, run, readsAgain] of steps) {
        await run();
        const readsBefore = recentMealsRead.mock.calls.length;
        const weekReadsBefore = weekRead.mock.calls.length;
        const kept = await dashboardOf(t.app);
        if (readsAgain !== 'either') {
          expect(recentMealsRead.mock.calls.length - readsBefore, `${step}: read again`).toBe(
            readsAgain ? 1 : 0,
          );
          expect(weekRead.mock.calls.length - weekReadsBefore, `${step}: the week read again`).toBe(
            readsAgain ? 1 : 0,
          );
        }
        expect(kept, step).toEqual(await dashboardOf(await t.anotherInstance()));
      }
    } finally {
      recentMealsRead.mockRestore();
      weekRead.mockRestore();
    }
  });

  it('count a meal once when the list and the week kept at the version before it were read after it committed', async () => {
    const session = await registerUser(t.app);
    const repository = createDashboardRepository(t.database.db);
    const readMeals = repository.recentMeals.bind(repository);
    const postMeal = (app: FastifyInstance, name: string) =>
      as(app, session, {
        method: 'POST',
        url: '/api/nutrition',
        payload: { date: dateOf(0), meals: [{ type: 'lunch', items: [{ name, calories: 120 }] }] },
      });
    await get(t.app, session, '/api/dashboard');
    // A meal this instance does not know: its next dashboard reads the recent meals again...
    await postMeal(other, 'Rice');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const recentMealsRead = vi.spyOn(repository, 'recentMeals').mockImplementationOnce(async (...args) => {
      await gate;
      return readMeals(...args);
    });
    try {
      const slowDashboard = get(t.app, session, '/api/dashboard');
      await vi.waitFor(() => expect(recentMealsRead).toHaveBeenCalled());
      // ...and before it has, a meal through this instance commits: the list kept at the version before this
      // meal will show it, and so will the week's sums (the goals are read after the recent activity).
      expect((await postMeal(t.app, 'Soup')).statusCode).toBe(201);
      release();
      await slowDashboard;
      const after = (await get(t.app, session, '/api/dashboard')).json<DashboardResponse>();
      const ids = after.recentActivity.items.map((item) => item._id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(after.goals['calories-intake'].value).toBe(240);
      expect(after).toEqual((await get(await t.anotherInstance(), session, '/api/dashboard')).json());
    } finally {
      recentMealsRead.mockRestore();
    }
  });

  it('share the streaks the check after a write read: the dashboard that follows a meal reads them no more', async () => {
    const session = await registerUser(t.app);
    await get(t.app, session, '/api/dashboard');
    const streaksOf = vi.spyOn(t.app.keptStreaks, 'of');
    try {
      await postMealOf(session, 'Soup', 250);
      // The check after the meal asked at the versions the meal committed...
      expect(streaksOf).toHaveBeenCalledTimes(1);
      const dashboard = (await get(t.app, session, '/api/dashboard')).json<DashboardResponse>();
      expect(dashboard.streak.streak).toBe(1);
      // ...and the dashboard asked at the same key: it got the very reading the check started.
      expect(streaksOf).toHaveBeenCalledTimes(2);
      const [atWrite, atDashboard] = streaksOf.mock.calls.map(([context]) => context.areaVersions);
      for (const area of STREAK_AREAS) {
        expect(atDashboard![areaVersionColumn(area)], area).toBe(atWrite![areaVersionColumn(area)]);
      }
      expect(streaksOf.mock.results[1]!.value).toBe(streaksOf.mock.results[0]!.value);
    } finally {
      streaksOf.mockRestore();
    }
  });
});
