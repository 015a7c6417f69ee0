import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/image-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  CATALOGUE,
  createFixture,
  exampleRequest,
  onboardingExample,
  routeKey,
  smallPng,
  type Fixture,
} from './route-catalogue.js';

/**
 * DESIGN §6 and §3: every page and every API answer carries the strict headers, and no password, password
 * hash or token ever leaves the server in an answer (other than the caller's own tokens in the auth answers)
 * or in a log line. The app here serves a (minimal) web build and logs at 'info' into memory.
 */

type Seen = { what: string; response: LightMyRequestResponse; ownTokens: string[] };

const logLines: string[] = [];
const seen: Seen[] = [];
const passwords = new Set<string>();
const tokens = new Set<string>();
let webDist: string;
let t: TestApp;

type Who = { token: string; refresh: string; userId: string; email: string; password: string };
let alice: Who;
let bob: Who;
let fixture: Fixture;
let imageFixture: Fixture;

/** Sends a request and keeps its answer for the checks below; auth answers register the tokens they carry. */
async function call(
  what: string,
  options: InjectOptions,
  session?: { token: string },
): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers as Record<string, string> | undefined) };
  if (session) headers.authorization = `Bearer ${session.token}`;
  const response = await t.app.inject({ ...options, headers });
  const ownTokens: string[] = [];
  if (response.statusCode < 300 && /^\/api\/auth\/(register|login|refresh)$/.test(String(options.url))) {
    const body = response.json<{ token: string; refresh: string }>();
    ownTokens.push(body.token, body.refresh);
    tokens.add(body.token);
    tokens.add(body.refresh);
  }
  seen.push({ what, response, ownTokens });
  return response;
}

async function register(name: string, password: string): Promise<Who> {
  passwords.add(password);
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await call('register', {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { token: body.token, refresh: body.refresh, userId: body.user._id, email, password };
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  t = await createTestApp(
    { LOG_LEVEL: 'info', WEB_DIST: webDist, REGISTRATIONS_PER_ADDRESS: '100' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );

  // A day in the life of two users, with their mistakes and some hostile requests.
  alice = await register('Alice', 'alice-Secret-passw0rd!');
  bob = await register('Bob', 'b0b-has-another-Secret');
  fixture = await createFixture(t.app, alice);

  const wrong = ['alice-wrong-Password-1', 'not-even-close-Password-2'];
  wrong.forEach((password) => passwords.add(password));
  await call('wrong password', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: alice.email, password: wrong[0] },
  });
  await call('unknown email', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: wrong[1] },
  });
  const login = await call('login', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: alice.email, password: alice.password },
  });
  expect(login.statusCode).toBe(200);

  for (const [what, payload] of [
    ['register, password too short', { name: 'Carol', email: 'carol@example.com', password: 'Short-1' }],
    ['register, bad email', { name: 'Carol', email: 'not an email', password: 'carol-Secret-Password-3' }],
    ['register, taken email', { name: 'Carol', email: alice.email, password: 'carol-Secret-Password-4' }],
    [
      'register, password too long',
      { name: 'Carol', email: 'carol2@example.com', password: `Carol-Long-${'p'.repeat(200)}` },
    ],
    ['register, no name', { email: 'carol3@example.com', password: 'carol-Secret-Password-5' }],
  ] as const) {
    passwords.add(payload.password);
    const response = await call(what, { method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  }
  passwords.add('smuggled-Password-6');
  await call(
    'profile with a password',
    { method: 'PUT', url: '/api/auth/profile', payload: { name: 'A', password: 'smuggled-Password-6' } },
    alice,
  );

  // Every route, as its owner, as somebody else, and with credentials that are not access tokens.
  for (const route of CATALOGUE) {
    if (route.path === '/api/auth/register' || route.path === '/api/auth/login') continue;
    const request = await exampleRequest(route, fixture);
    await call(`${routeKey(route)} as owner`, request, route.access === 'signed-in' ? alice : undefined);
    await call(`${routeKey(route)} as another user`, await exampleRequest(route, fixture), bob);
    await call(`${routeKey(route)} with a refresh token`, await exampleRequest(route, fixture), {
      token: bob.refresh,
    });
  }
  await call(
    'onboarding',
    { method: 'POST', url: '/api/onboarding/complete', payload: onboardingExample() },
    bob,
  );
  await call(
    'avatar as JSON',
    { method: 'POST', url: '/api/upload/avatar', payload: { avatar: 'aGVsbG8=' } },
    bob,
  );
  await call(
    'avatar',
    {
      method: 'POST',
      url: '/api/upload/avatar',
      ...(await multipartBody([{ field: 'avatar', bytes: await smallPng() }])),
    },
    bob,
  );

  // Refresh rotation, a replay inside the grace window, a revoked family, and logout.
  const first = await call('refresh', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh: bob.refresh },
  });
  expect(first.statusCode).toBe(200);
  await call('refresh again (grace)', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh: bob.refresh },
  });
  await call('logout', {
    method: 'POST',
    url: '/api/auth/logout',
    payload: { refresh: first.json().refresh },
  });
  const revoked = await call('refresh after logout', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh: first.json().refresh },
  });
  expect(revoked.statusCode).toBe(401);
  await call('refresh with an access token', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh: alice.token },
  });

  tokens.add(alice.token).add(alice.refresh).add(bob.token).add(bob.refresh);
  // The catalogue pass deleted the first fixture's rows.
  imageFixture = await createFixture(t.app, alice);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The ways a secret could appear in text: as it is, and JSON-escaped. */
const forms = (secret: string) => [secret, JSON.stringify(secret).slice(1, -1)];

describe('security headers', () => {
  function expectStrictHeaders(response: LightMyRequestResponse, what: string) {
    const csp = String(response.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives.get('script-src'), `${what}: ${csp}`).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors'), `${what}: ${csp}`).toEqual(["'none'"]);
    expect(directives.get('object-src'), what).toEqual(["'none'"]);
    expect(directives.get('default-src'), what).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    expect(response.headers['x-frame-options'], what).toBe('DENY');
    expect(response.headers['x-powered-by'], what).toBeUndefined();
    expect(response.headers.server, what).toBeUndefined();
  }

  it('are on the web app: its pages, its client-side routes and its assets', async () => {
    for (const url of ['/', '/login', '/register', '/workouts/session/some-id', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expectStrictHeaders(response, url);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expectStrictHeaders(asset, 'asset');
  });

  it('are on every API answer seen in this suite, whatever its status, and on the API docs', async () => {
    expect(seen.length).toBeGreaterThan(150);
    const statuses = new Set(seen.map(({ response }) => response.statusCode));
    for (const status of [200, 201, 204, 400, 401, 404, 409, 415]) expect(statuses).toContain(status);
    for (const { what, response } of seen) expectStrictHeaders(response, what);
    for (const url of ['/api/docs', '/api/docs/json', '/api/nope', '/api']) {
      expectStrictHeaders(await t.app.inject({ method: 'GET', url }), url);
    }
  });

  it("are on Fastify's own refusals before routing: a URL that does not decode, a path parameter too long", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/workouts/%E0' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'The address is not a valid URL.', code: 'validation_failed' });
    expectStrictHeaders(badUrl, 'a URL that does not decode');
    const longParameter = await t.app.inject({ method: 'DELETE', url: `/api/goals/${'a'.repeat(200)}` });
    expect(longParameter.statusCode).toBe(414);
    expect(longParameter.json().message).toBe('The address is too long.');
    expectStrictHeaders(longParameter, 'a path parameter too long');
  });

  it('serve images with their real type and nosniff', async () => {
    const query = new URLSearchParams(imageFixture.signedQuery).toString();
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/images/${imageFixture.photo}/signed?${query}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectStrictHeaders(image, 'image');
  });
});

describe('secrets', () => {
  it('no answer carries a password or a password hash', () => {
    expect(passwords.size).toBeGreaterThan(8);
    for (const { what, response } of seen) {
      const text = response.body + JSON.stringify(response.headers);
      expect(text, what).not.toMatch(/\$argon2/i);
      // `fields.password` may name what is wrong with a password; no key may hold a hash.
      expect(text, what).not.toMatch(/"[a-z_]*hash[a-z_]*"\s*:/i);
      for (const password of passwords)
        for (const form of forms(password)) expect(text, what).not.toContain(form);
    }
  });

  it('only the auth answers carry tokens, and only the caller’s own', () => {
    // Refresh tokens are random; two access tokens of one user signed in the same second are equal.
    expect(tokens.size).toBeGreaterThanOrEqual(6);
    const carrying = seen.filter(({ ownTokens }) => ownTokens.length > 0);
    expect(carrying.length).toBeGreaterThanOrEqual(4);
    for (const { what, response, ownTokens } of seen) {
      const text = response.body + JSON.stringify(response.headers);
      for (const token of tokens) {
        if (ownTokens.includes(token)) continue;
        expect(text.includes(token), `${what} carries a token that is not its own`).toBe(false);
      }
    }
  });

  it('no log line carries a password, a hash, a token or an Authorization header', () => {
    // The logger did run: one line per request in and one per answer out, at least.
    expect(logLines.length).toBeGreaterThanOrEqual(2 * seen.length);
    const requestLines = logLines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    expect(
      requestLines.some((line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/login'),
    ).toBe(true);
    for (const line of logLines) {
      expect(line).not.toMatch(/\$argon2/i);
      expect(line).not.toMatch(/Bearer /);
      for (const password of passwords) for (const form of forms(password)) expect(line).not.toContain(form);
      for (const token of tokens) expect(line.includes(token), 'a token in the logs').toBe(false);
    }
  });
});
