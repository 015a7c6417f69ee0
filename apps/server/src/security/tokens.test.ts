import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../modules/auth/access-token.js';
import { createTestApp, refreshWith, registerUser, type Session, type TestApp } from '../test/test-app.js';
import { CATALOGUE, createFixture, exampleRequest, routeKey, type Fixture } from './route-catalogue.js';

/**
 * Every signed-in route refuses every kind of bad credential with 401 and a readable message (DESIGN §4, §6),
 * and the public routes are exactly the ones meant to be public.
 */

const SECRET = 'security-suite-secret-0123456789-abcdefgh';
const key = Buffer.from(SECRET, 'utf8');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (secret: Buffer, input: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

/** A JWT with any header and claims, signed with `secret` (or with an empty signature when none is given). */
function jwt(header: unknown, claims: unknown, secret?: Buffer): string {
  const input = `${typeof header === 'string' ? header : b64(header)}.${b64(claims)}`;
  return `${input}.${secret ? hs256(secret, input) : ''}`;
}

let t: TestApp;
let user: Session;
let gone: Session;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET, REGISTRATIONS_PER_ADDRESS: '100' });
  user = await registerUser(t.app);
  gone = await registerUser(t.app);
  fixture = await createFixture(t.app, user);
  // A user removed behind the app's back (an operator, a restored backup): their token is still well signed.
  await t.database.db.deleteFrom('users').where('id', '=', gone.userId).execute();
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: user.userId,
  iat: now(),
  exp: now() + ACCESS_TOKEN_TTL_SECONDS,
  typ: 'access',
  ...overrides,
});

const validToken = () => signAccessToken(key, user.userId);
const parts = () => validToken().split('.') as [string, string, string];
const flip = (signature: string) =>
  signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
const NOT_JSON = Buffer.from('{nope').toString('base64url');

/** Authorization header values that must never let anyone in (undefined: no header at all), made when used. */
const BAD_CREDENTIALS: Array<[string, () => string | undefined]> = [
  ['no header', () => undefined],
  ['empty header', () => ''],
  ['"Bearer" alone', () => 'Bearer'],
  ['"Bearer " and nothing', () => 'Bearer '],
  ['Basic credentials', () => 'Basic dXNlcjpwYXNzd29yZA=='],
  ['Basic with the valid token', () => `Basic ${validToken()}`],
  ['the token without a scheme', () => validToken()],
  ['garbage', () => 'Bearer not-a-token'],
  ['three empty parts', () => 'Bearer ..'],
  [
    'expired',
    () => `Bearer ${signAccessToken(key, user.userId, Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)}`,
  ],
  ['expiring this second', () => `Bearer ${jwt(HEADER, claims({ exp: now() }), key)}`],
  [
    'wrong secret',
    () => `Bearer ${signAccessToken(Buffer.from('another-secret-of-the-same-length-0123456'), user.userId)}`,
  ],
  ['signature flipped', () => `Bearer ${parts()[0]}.${parts()[1]}.${flip(parts()[2])}`],
  ['signature missing', () => `Bearer ${parts()[0]}.${parts()[1]}.`],
  [
    'claims swapped under a valid signature',
    () => `Bearer ${parts()[0]}.${b64(claims({ sub: gone.userId }))}.${parts()[2]}`,
  ],
  ['alg none', () => `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims())}`],
  ['alg none, signed anyway', () => `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims(), key)}`],
  ['alg HS512 header', () => `Bearer ${jwt({ alg: 'HS512', typ: 'JWT' }, claims(), key)}`],
  ['alg RS256 header', () => `Bearer ${jwt({ alg: 'RS256', typ: 'JWT' }, claims(), key)}`],
  ['the refresh token as an access token', () => `Bearer ${user.refresh}`],
  ['a signed token of type refresh', () => `Bearer ${jwt(HEADER, claims({ typ: 'refresh' }), key)}`],
  [
    'a signed token without a type',
    () => `Bearer ${jwt(HEADER, { sub: user.userId, exp: now() + 600 }, key)}`,
  ],
  ['a signed token without expiry', () => `Bearer ${jwt(HEADER, { sub: user.userId, typ: 'access' }, key)}`],
  ['a signed token with a numeric subject', () => `Bearer ${jwt(HEADER, claims({ sub: 42 }), key)}`],
  [
    'a signed token whose claims are not JSON',
    () => `Bearer ${HEADER}.${NOT_JSON}.${hs256(key, `${HEADER}.${NOT_JSON}`)}`,
  ],
  ['a token of an unknown user', () => `Bearer ${signAccessToken(key, crypto.randomUUID())}`],
  ['a token of a deleted user', () => `Bearer ${gone.token}`],
  ['two tokens', () => `Bearer ${validToken()} ${validToken()}`],
];

const SIGNED_IN = CATALOGUE.filter((route) => route.access === 'signed-in');

async function request(route: (typeof CATALOGUE)[number], authorization: string | undefined) {
  const options: InjectOptions = await exampleRequest(route, fixture);
  const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
  if (authorization !== undefined) headers.authorization = authorization;
  return t.app.inject({ ...options, headers });
}

describe('bad credentials', () => {
  it('covers every module', () => {
    const modules = new Set(SIGNED_IN.map((route) => route.path.split('/')[2]));
    expect([...modules].sort()).toEqual(
      [
        'account',
        'activity',
        'auth',
        'dashboard',
        'exercises',
        'export',
        'foods',
        'goals',
        'import',
        'nutrition',
        'onboarding',
        'progress',
        'social',
        'upload',
        'settings',
        'user',
        'workouts',
        'friends',
        'users',
        'notifications',
      ].sort(),
    );
  });

  it.each(BAD_CREDENTIALS)('%s: 401 with a message on every signed-in route', async (_, make) => {
    const authorization = make();
    for (const route of SIGNED_IN) {
      const response = await request(route, authorization);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(401);
      const body = response.json();
      expect(typeof body.message, routeKey(route)).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.code).toBe('unauthorized');
    }
  });

  it('lets the real token through on every signed-in route (the control for the cases above)', async () => {
    for (const route of SIGNED_IN) {
      const response = await request(route, `Bearer ${validToken()}`);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).not.toBe(401);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('ignores a token in the query string or a cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/templates?token=${user.token}&access_token=${user.token}`,
      headers: { cookie: `token=${user.token}; accessToken=${user.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('public routes', () => {
  it('are only health, readiness, sign-in and the image routes', () => {
    expect(
      CATALOGUE.filter((route) => route.access === 'public')
        .map(routeKey)
        .sort(),
    ).toEqual(
      [
        'GET /api/health',
        'GET /api/ready',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'GET /api/images/:id',
        'GET /api/images/:id/thumb',
        'GET /api/images/:id/signed',
      ].sort(),
    );
  });

  it('answer without a token (so the catalogue’s access column is true)', async () => {
    for (const route of CATALOGUE.filter((r) => r.access === 'public')) {
      const response = await request(route, undefined);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(500);
      if (route.path !== '/api/auth/refresh' && route.path !== '/api/auth/login') {
        expect(response.statusCode, routeKey(route)).not.toBe(401);
      }
    }
  });

  it('a refresh token cannot be refreshed with an access token', async () => {
    const response = await refreshWith(t.app, user.token);
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().message).toBe('string');
  });
});
