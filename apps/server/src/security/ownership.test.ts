import { WEEKLY_TARGET_KINDS } from '@momentum/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../test/social-fixtures.js';
import { as, registerUser, registerUsers, type Session } from '../test/test-app.js';
import { useTestApp } from '../test/test-file.js';
import {
  CATALOGUE,
  createFixture,
  exampleRequest,
  registeredApiRoutes,
  routeKey,
  type Fixture,
  type ResourceKind,
  type RouteSpec,
} from './route-catalogue.js';

/**
 * DESIGN §6: a service reads and writes only the caller's rows, and another user's id answers 404 exactly
 * as an unknown id does. Every route that names a row (in its path or its body) is tried by an intruder
 * with the owner's ids; nothing may change for either of them, and the same request by the owner works.
 */

const RESOURCE_KINDS: ResourceKind[] = [
  'template',
  'log',
  'nutrition',
  'progress',
  'post',
  'comment',
  'goal',
  'exercise',
  'import',
  'session',
  'friendRequest',
  'friend',
  'person',
  'notification',
  'challengeInvite',
  'food',
  'diaryItem',
  'savedMeal',
];
const isResource = (kind: string): kind is ResourceKind => (RESOURCE_KINDS as string[]).includes(kind);

/** Routes that must refuse another user's ids: a row in the path or the body, and no reason to share it. */
const OWNED = CATALOGUE.filter(
  (route) =>
    !route.sharedBecause &&
    (Object.values(route.params ?? {}).some(isResource) || Object.keys(route.bodyRefs ?? {}).length > 0),
);

const t = useTestApp({ REGISTRATIONS_PER_ADDRESS: '100', POSTS_PER_USER: '10000' });
let owner: Session;
let intruder: Session;
let bystander: Session;
let intruderFixture: Fixture;

beforeAll(async () => {
  [owner, intruder, bystander] = await registerUsers(t.app, 3);
  intruderFixture = await createFixture(t.app, intruder);
});

async function getJson<T = unknown>(session: Session, url: string): Promise<T> {
  const response = await as(t.app, session, { method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Everything a user can read about themselves, plus the shared feed and the stored image count. */
async function snapshot(session: Session) {
  const progress = await getJson<Array<{ photos: Array<{ _id: string }> }>>(
    session,
    '/api/progress?limit=500',
  );
  const images = await t.database.db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    profile: await getJson(session, '/api/auth/profile'),
    summary: await getJson(session, '/api/auth/summary'),
    templates: await getJson(session, '/api/workouts/templates'),
    logs: await getJson(session, '/api/workouts/logs?limit=50'),
    exercises: await getJson(session, '/api/exercises?q=fixture%20sled&limit=100'),
    records: await getJson(session, '/api/workouts/records?limit=100'),
    nutrition: await getJson(session, '/api/nutrition?limit=500'),
    foods: await getJson(session, '/api/foods?q=fixture%20granola&limit=50'),
    diaryDay: await getJson(session, `/api/nutrition/days/${new Date().toISOString().slice(0, 10)}`),
    savedMeals: await getJson(session, '/api/nutrition/saved-meals'),
    nutritionTargets: await getJson(session, '/api/nutrition/targets'),
    // Signed URLs are made afresh on each read; the photo ids are what must not change.
    progress: progress.map((entry) => ({ ...entry, photos: entry.photos.map((photo) => photo._id) })),
    goals: await getJson(session, '/api/goals'),
    weekly: await Promise.all(WEEKLY_TARGET_KINDS.map((kind) => getJson(session, `/api/user/goals/${kind}`))),
    schedule: await getJson(session, '/api/user/schedule/week'),
    feed: await getJson<Array<{ user: { _id: string } }>>(session, '/api/social/posts?limit=100'),
    images: Number(images.n),
    sessions: await getJson(session, '/api/auth/sessions'),
  };
}

/** The same shape of fixture with ids nobody has. */
function unknownFixture(fixture: Fixture): Fixture {
  const unknown = { ...fixture };
  for (const kind of RESOURCE_KINDS) unknown[kind] = crypto.randomUUID();
  unknown.photo = crypto.randomUUID();
  return unknown;
}

const send = async (session: Session, route: RouteSpec, fixture: Fixture) =>
  as(t.app, session, await exampleRequest(route, fixture));

describe('the route catalogue', () => {
  it('lists exactly the routes the app registers', () => {
    const registered = [...registeredApiRoutes(t.routes).keys()].sort();
    const catalogued = CATALOGUE.map(routeKey).sort();
    expect(registered.length).toBeGreaterThan(40);
    expect(catalogued).toEqual(registered);
  });

  it('states the access the app gives each route (the bearer scheme on exactly the signed-in ones)', () => {
    const registered = registeredApiRoutes(t.routes);
    const access = (access: RouteSpec['access']) =>
      CATALOGUE.filter((route) => route.access === access)
        .map(routeKey)
        .sort();
    const registeredAs = (access: RouteSpec['access']) =>
      [...registered]
        .filter(([, given]) => given === access)
        .map(([key]) => key)
        .sort();
    expect(registeredAs('signed-in')).toEqual(access('signed-in'));
    expect(registeredAs('public')).toEqual(access('public'));
    expect(access('public')).toContain('POST /api/auth/login');
  });

  it('names what every path parameter refers to', () => {
    for (const route of CATALOGUE) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params ?? {}).sort(), routeKey(route)).toEqual(inPath);
      for (const kind of Object.values(route.params ?? {})) {
        if (kind === 'image') expect(route.sharedBecause, routeKey(route)).toBeTruthy();
      }
    }
  });

  it('declares every id a JSON body carries (from the OpenAPI document of the real schemas)', () => {
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const idKeys = (schema: unknown, found = new Set<string>()): Set<string> => {
      if (Array.isArray(schema)) schema.forEach((item) => idKeys(item, found));
      else if (schema && typeof schema === 'object') {
        for (const [key, value] of Object.entries(schema)) {
          if (key === 'properties' && value && typeof value === 'object') {
            for (const name of Object.keys(value)) if (/(^id$|Id$|_id$)/.test(name)) found.add(name);
          }
          idKeys(value, found);
        }
      }
      return found;
    };
    let checked = 0;
    for (const route of CATALOGUE.filter((r) => r.input === 'json')) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content['application/json']?.schema;
      expect(schema, `${routeKey(route)} has a documented JSON body`).toBeDefined();
      expect([...idKeys(schema)].sort(), routeKey(route)).toEqual(Object.keys(route.bodyRefs ?? {}).sort());
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('attacks every route that names a row: templates, logs, nutrition, progress, photos, posts, comments, goals', () => {
    const attacked = OWNED.map(routeKey);
    expect(attacked).toEqual(
      expect.arrayContaining([
        'PUT /api/workouts/templates/:id',
        'DELETE /api/workouts/templates/:id',
        'PUT /api/workouts/logs/:id',
        'DELETE /api/workouts/logs/:id',
        'POST /api/workouts/finish',
        'DELETE /api/nutrition/:id',
        'DELETE /api/progress/:id',
        'POST /api/progress/:id/photos',
        'PUT /api/goals/:id',
        'POST /api/goals/:id/progress',
        'DELETE /api/goals/:id',
        'DELETE /api/social/posts/:id',
        'DELETE /api/social/posts/:id/comments/:commentId',
      ]),
    );
    // Any other route naming a row must either be attacked too or say why the row is shared.
    for (const route of CATALOGUE) {
      const namesRow = Object.values(route.params ?? {}).some(isResource) || route.bodyRefs;
      if (namesRow)
        expect(attacked.includes(routeKey(route)) || Boolean(route.sharedBecause), routeKey(route)).toBe(
          true,
        );
    }
  });
});

describe("another user's ids", () => {
  it.each(OWNED.map((route) => [routeKey(route), route] as const))(
    '%s answers 404 like an unknown id, changes nothing, and works for the owner',
    async (_, route) => {
      const fixture = await createFixture(t.app, owner);
      const before = { owner: await snapshot(owner), intruder: await snapshot(intruder) };

      const attack = await send(intruder, route, fixture);
      expect(attack.statusCode, attack.body).toBe(404);
      expect(typeof attack.json().message).toBe('string');
      const unknown = await send(intruder, route, unknownFixture(fixture));
      expect(unknown.statusCode).toBe(404);
      expect(attack.json(), 'a foreign id reads exactly like an unknown one').toEqual(unknown.json());

      expect({ owner: await snapshot(owner), intruder: await snapshot(intruder) }).toEqual(before);

      // The request itself was fine: the owner gets it done (so the 404 above was about ownership).
      const control = await send(owner, route, fixture);
      expect(control.statusCode, control.body).toBeGreaterThanOrEqual(200);
      expect(control.statusCode, control.body).toBeLessThan(300);
    },
  );

  it('a comment can only be deleted through its own post and by its author, whichever ids are mixed', async () => {
    const fixture = await createFixture(t.app, owner);
    const before = await snapshot(owner);
    const del = (session: Session, postId: string, commentId: string) =>
      as(t.app, session, { method: 'DELETE', url: `/api/social/posts/${postId}/comments/${commentId}` });
    // The intruder's post with the owner's comment, and the owner's post with the intruder's comment.
    expect((await del(intruder, intruderFixture.post, fixture.comment)).statusCode).toBe(404);
    expect((await del(intruder, fixture.post, intruderFixture.comment)).statusCode).toBe(404);
    expect((await del(owner, intruderFixture.post, fixture.comment)).statusCode).toBe(404);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('feed actions never touch what is the owner’s: a stranger gets 404, a friend’s unlike removes only their like', async () => {
    const fixture = await createFixture(t.app, owner);
    const like = (session: Session, action: 'like' | 'unlike') =>
      as(t.app, session, { method: 'POST', url: `/api/social/posts/${fixture.post}/${action}` });
    expect((await like(owner, 'like')).statusCode).toBe(200);
    // Issue 17: a post is its author's and their friends' only.
    expect((await like(intruder, 'unlike')).statusCode).toBe(404);
    const friend = await registerUser(t.app);
    await befriend(t.app, owner, friend);
    const unliked = await like(friend, 'unlike');
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json().likes).toEqual([owner.userId]);
  });

  it('lists and dashboard figures never include another user’s rows', async () => {
    const fixture = await createFixture(t.app, owner);
    const seen = JSON.stringify({ ...(await snapshot(bystander)), feed: [] });
    for (const kind of [...RESOURCE_KINDS, 'photo'] as const) {
      if (kind === 'post' || kind === 'comment') continue; // the feed is shared on purpose
      expect(seen, kind).not.toContain(fixture[kind]);
    }
    const figures = {
      streak: await getJson(bystander, '/api/activity/streak'),
      record: await getJson(bystander, '/api/user/streak/personal-record'),
      calories: await getJson(bystander, '/api/user/summary/calories?week=current'),
      workouts: await getJson(bystander, '/api/user/summary/workouts?week=current'),
      weight: await getJson(bystander, '/api/user/weight/latest'),
      recent: await getJson(bystander, '/api/user/activity/recent?limit=50'),
      weekly: await Promise.all(
        WEEKLY_TARGET_KINDS.map((kind) => getJson(bystander, `/api/user/goals/${kind}`)),
      ),
      summary: await getJson(bystander, '/api/auth/summary'),
    };
    expect(figures).toEqual({
      streak: { streak: 0 },
      record: { personalRecord: 0 },
      calories: { totalCalories: 0 },
      workouts: { workoutsThisWeek: 0 },
      weight: { weight: null },
      recent: { items: [] },
      weekly: [
        { value: 0, target: 7 },
        { value: 0, target: 20000 },
        { value: 0, target: 14000 },
        { value: 0, target: 600 },
      ],
      summary: { streak: 0, highestStreak: 0, startWeightKg: null },
    });
  });

  it('writes to the caller’s own settings leave everybody else’s alone', async () => {
    const before = await snapshot(owner);
    const selfScoped = CATALOGUE.filter(
      (route) =>
        route.access === 'signed-in' &&
        route.method !== 'GET' &&
        !route.params &&
        !route.bodyRefs &&
        !route.asksPassword,
    );
    expect(selfScoped.map(routeKey)).toEqual(
      expect.arrayContaining([
        'PUT /api/auth/profile',
        'PUT /api/user/schedule/week',
        'POST /api/onboarding/complete',
      ]),
    );
    for (const route of [
      ...selfScoped,
      CATALOGUE.find((r) => r.path === '/api/user/goals/:kind' && r.method === 'PUT')!,
    ]) {
      const response = await send(intruder, route, intruderFixture);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
    }
    const after = await snapshot(owner);
    // The intruder's own new post and avatar are the only changes anyone may see.
    expect({ ...after, feed: [], images: 0 }).toEqual({ ...before, feed: [], images: 0 });
    const owners = (feed: typeof before.feed) => feed.filter((post) => post.user._id === owner.userId);
    expect(owners(after.feed)).toEqual(owners(before.feed));
  });
});

describe('private images', () => {
  it('a progress photo loads only through its own signed URL, never through another image’s signature', async () => {
    const fixture = await createFixture(t.app, owner);
    const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
    const signed = (id: string, query: Record<string, string>) =>
      `/api/images/${id}/signed?${new URLSearchParams(query).toString()}`;

    expect((await anonymous(signed(fixture.photo, fixture.signedQuery))).statusCode).toBe(200);
    // The intruder's valid signature does not open the owner's photo, with or without a token.
    expect((await anonymous(signed(fixture.photo, intruderFixture.signedQuery))).statusCode).toBe(404);
    expect(
      (await as(t.app, intruder, { method: 'GET', url: signed(fixture.photo, intruderFixture.signedQuery) }))
        .statusCode,
    ).toBe(404);
    // Nor is a progress photo public by id, whoever asks.
    for (const path of [`/api/images/${fixture.photo}`, `/api/images/${fixture.photo}/thumb`]) {
      expect((await anonymous(path)).statusCode).toBe(404);
      expect((await as(t.app, intruder, { method: 'GET', url: path })).statusCode).toBe(404);
      expect((await as(t.app, owner, { method: 'GET', url: path })).statusCode).toBe(404);
    }
    // Deleting the entry deletes its photos: the old signed URL stops working.
    expect(
      (await as(t.app, owner, { method: 'DELETE', url: `/api/progress/${fixture.progress}` })).statusCode,
    ).toBe(204);
    expect((await anonymous(signed(fixture.photo, fixture.signedQuery))).statusCode).toBe(404);
  });
});
