import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../plugins/idempotency.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../test/test-app.js';
import { describeRequest, expectHandled, jsonBodies, nastyId, queryStrings } from './fuzz-support.js';
import {
  CATALOGUE,
  createFixture,
  exampleRequest,
  fillPath,
  routeKey,
  type Fixture,
  type RouteSpec,
} from './route-catalogue.js';

/**
 * Every JSON route and every querystring, fed generated hostile input: the answer is a 2xx or a 4xx with a
 * message, never a 5xx, and the server keeps answering afterwards.
 */

const RUNS = 200;
// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other inputs locally.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const TIME_ZONES = [
  'Europe/Berlin',
  'Pacific/Kiritimati',
  'Mars/Olympus_Mons',
  '',
  'UTC+99',
  '../../etc/localtime',
  'x'.repeat(300),
];

let t: TestApp;
let fuzzer: Session;
let fixture: Fixture;

beforeAll(async () => {
  // Throttles keep argon2 out of the loop: after the one registration below every sign-up answers 429, and
  // after one failed sign-in the catalogue's login e-mail does too. Both are still answers the rule checks.
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1', LOGIN_FAILS_PER_ACCOUNT: '1' });
  fuzzer = await registerUser(t.app);
  fixture = await createFixture(t.app, fuzzer);
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'throttled@example.com', password },
    });
  expect((await login('wrong password 1')).statusCode).toBe(401);
  expect((await login('wrong password 2')).statusCode).toBe(429);
});
afterAll(() => t.close());

function send(
  route: RouteSpec,
  url: string,
  options: { payload?: string | Buffer; contentType?: string; timeZone: string },
) {
  const headers: Record<string, string> = { 'x-timezone': options.timeZone };
  if (options.contentType) headers['content-type'] = options.contentType;
  const request = {
    method: route.method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  };
  return route.access === 'public' ? t.app.inject(request) : as(t.app, fuzzer, request);
}

/** The rows of an `it.each` over routes, each named by its 'METHOD /path'. */
const byKey = (routes: RouteSpec[]) => routes.map((route) => [routeKey(route), route] as const);

/** Checks RUNS generated values (a fixed seed), each sent with one of the time zones above. */
const inAnyTimeZone = <T>(values: fc.Arbitrary<T>, check: (value: T, timeZone: string) => Promise<void>) =>
  fc.assert(fc.asyncProperty(values, fc.constantFrom(...TIME_ZONES), check), { numRuns: RUNS, seed: SEED });

/** The server still answers, and still reaches its database, after a batch. */
async function expectAlive() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const profile = await as(t.app, fuzzer, { method: 'GET', url: '/api/auth/profile' });
  expect(profile.statusCode).toBe(200);
}

const JSON_ROUTES = CATALOGUE.filter((route) => route.input === 'json');
const QUERY_ROUTES = CATALOGUE.filter((route) => route.method === 'GET' && route.query);

describe('JSON bodies', () => {
  it('covers every route that takes a JSON body', () => {
    expect(JSON_ROUTES.length).toBeGreaterThanOrEqual(19);
    for (const route of JSON_ROUTES) expect(route.body, routeKey(route)).toBeDefined();
  });

  it.each(byKey(JSON_ROUTES))('%s', async (_, route) => {
    const url = fillPath(route, fixture);
    await inAnyTimeZone(jsonBodies(route.body!(fixture)), async (body, timeZone) => {
      const response = await send(route, url, { ...body, timeZone });
      expectHandled(response, describeRequest(route.method, url, body.payload));
    });
    await expectAlive();
  });
});

describe('known hostile values, in every field of every JSON body (not left to chance)', () => {
  const leaves = (value: unknown, path: Array<string | number> = []): Array<Array<string | number>> =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [path];
  const RAW = [
    '"a\\u0000b"',
    '"\\ud800"',
    'NaN',
    '1e999',
    '-0',
    '-1',
    '1e308',
    `"${'x'.repeat(100_000)}"`,
    '[]',
    '{}',
    'null',
  ];

  it.each(byKey(JSON_ROUTES))('%s', async (_, route) => {
    const url = fillPath(route, fixture);
    const example = route.body!(fixture);
    for (const path of leaves(example)) {
      for (const token of RAW) {
        const body = structuredClone(example) as Record<string | number, unknown>;
        let parent = body;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path.at(-1)!] = '\u0001raw\u0001';
        const payload = JSON.stringify(body).replace('"\\u0001raw\\u0001"', token);
        const response = await send(route, url, {
          payload,
          contentType: 'application/json',
          timeZone: 'UTC',
        });
        expectHandled(response, describeRequest(route.method, url, payload));
      }
    }
    await expectAlive();
  });
});

describe('querystrings', () => {
  it('covers every GET route that reads a query', () => {
    expect(QUERY_ROUTES.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/workouts/logs',
        'GET /api/social/posts',
        'GET /api/images/:id/signed',
        'GET /api/goals',
      ]),
    );
  });

  it.each(byKey(QUERY_ROUTES))('%s', async (_, route) => {
    const path = fillPath(route, fixture);
    await inAnyTimeZone(queryStrings(route.query!(fixture)), async (query, timeZone) => {
      const url = `${path}?${query}`;
      const response = await send(route, url, { timeZone });
      expectHandled(response, describeRequest(route.method, url));
    });
    await expectAlive();
  });
});

describe('path parameters', () => {
  const withParams = CATALOGUE.filter((route) => route.params);

  it.each(byKey(withParams))('%s', async (_, route) => {
    const example = await exampleRequest(route, fixture);
    const query = String(example.url).slice(fillPath(route, fixture).length);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(route.params!)), nastyId, async (name, encodedId) => {
        const path = route.path.replace(/:(\w+)/g, (match, param: string) =>
          param === name ? encodedId : fillPath({ ...route, path: match }, fixture),
        );
        const request = { ...example, url: path + query };
        const response =
          route.access === 'public' ? await t.app.inject(request) : await as(t.app, fuzzer, request);
        expectHandled(response, describeRequest(route.method, request.url));
        // No such id exists, so nothing can have been found, changed or deleted.
        expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 50, seed: SEED },
    );
    await expectAlive();
  });
});

describe('Idempotency-Key header, on every route that accepts one', () => {
  const idempotentRoutes = () =>
    t.routes
      .filter((route) => route.config?.idempotent)
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((m) => `${m} ${route.url}`),
      );
  const catalogued = (key: string) => CATALOGUE.find((route) => routeKey(route) === key);

  it('covers the creates an offline client queues', () => {
    expect(idempotentRoutes()).toEqual(
      expect.arrayContaining([
        'POST /api/workouts/finish',
        'POST /api/nutrition',
        'POST /api/progress',
        'POST /api/workouts/templates',
      ]),
    );
    for (const key of idempotentRoutes()) expect(catalogued(key), key).toBeDefined();
  });

  const KNOWN_KEYS = ['', ' ', '"', '""', '"unclosed', 'a b', 'k'.repeat(256), 'é', '\t', '*', 'null'];
  const keys = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ minLength: 0, maxLength: 300 }));

  it('answers any key with a 2xx or a 4xx with a message, and a bad one with a 400 naming the header', async () => {
    for (const key of idempotentRoutes()) {
      const route = catalogued(key)!;
      const url = fillPath(route, fixture);
      await fc.assert(
        fc.asyncProperty(keys, async (idempotencyKey) => {
          const payload = JSON.stringify(route.body!(fixture));
          const response = await as(t.app, fuzzer, {
            method: route.method,
            url,
            payload,
            headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          });
          expectHandled(response, `${describeRequest(route.method, url, payload)} key=${idempotencyKey}`);
          if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
            expect(response.statusCode, idempotencyKey).toBe(400);
            expect(response.json<{ message: string }>().message).toMatch(/idempotency-key/i);
          }
        }),
        { numRuns: 50, seed: SEED },
      );
    }
    await expectAlive();
    // 50 requests for each idempotent route: the time grows with the routes that accept a key.
  }, 180_000);
});
