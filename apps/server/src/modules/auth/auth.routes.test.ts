import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { signAccessToken } from './access-token.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_FAILS_PER_ACCOUNT_AND_ADDRESS: '3',
    LOGIN_FAILS_PER_ACCOUNT: '5',
    REGISTRATIONS_PER_ADDRESS: '1000',
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates an account, trims and lower-cases the e-mail and never returns the hash', async () => {
    const response = await post('/api/auth/register', {
      name: '  Ada Lovelace ',
      email: '  Ada.Register@Example.COM ',
      password: 'a password of mine',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh.length).toBeGreaterThanOrEqual(22);
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.register@example.com',
      isOnboarded: false,
      profile: { avatarUrl: null },
    });
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('refuses a taken e-mail in any case with 409 and a message', async () => {
    await registerUser(t.app, { email: 'taken@example.com' });
    const response = await post('/api/auth/register', {
      name: 'X',
      email: 'TAKEN@example.com',
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists.',
    });
  });

  it.each([
    ['missing fields', {}, 'name'],
    ['a wrong type', { name: 5, email: 'a@b.co', password: 'long enough' }, 'name'],
    ['a blank name', { name: '   ', email: 'a@b.co', password: 'long enough' }, 'name'],
    ['a bad e-mail', { name: 'A', email: 'not-an-email', password: 'long enough' }, 'email'],
    [
      'a 10 kB e-mail',
      { name: 'A', email: `${'a'.repeat(10_000)}@example.com`, password: 'long enough' },
      'email',
    ],
    ['a short password', { name: 'A', email: 'short@example.com', password: 'short' }, 'password'],
    [
      'a 200-character password',
      { name: 'A', email: 'long@example.com', password: 'p'.repeat(200) },
      'password',
    ],
    [
      'a 101-character name',
      { name: 'n'.repeat(101), email: 'n@example.com', password: 'long enough' },
      'name',
    ],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toContain(field);
  });

  it('keeps a 128-character password whole: a shorter prefix does not sign in', async () => {
    const password = `${'x'.repeat(127)}y`;
    const { email } = await registerUser(t.app, { password });
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'x'.repeat(127) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'x'.repeat(72) })).statusCode).toBe(401);
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await post('/api/auth/register', '{"name": "A",', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('answers 400 for an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('login', () => {
  it('signs in with any case of the e-mail and returns the user', async () => {
    const { email } = await registerUser(t.app, {
      email: 'login-case@example.com',
      password: 'secret password',
    });
    const response = await post('/api/auth/login', {
      email: 'LOGIN-CASE@example.com ',
      password: 'secret password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.json().refresh).toBeTruthy();
  });

  it('answers unknown e-mail and wrong password alike', async () => {
    await registerUser(t.app, { email: 'alike@example.com', password: 'secret password' });
    const wrong = await post('/api/auth/login', { email: 'alike@example.com', password: 'wrong password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('throttles failed logins per account and address, but a success never counts', async () => {
    const { email } = await registerUser(t.app, {
      email: 'throttle@example.com',
      password: 'secret password',
    });
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1) expect((await from('10.0.0.1', 'secret password')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.1', 'nope nope')).statusCode).toBe(401);
    const blocked = await from('10.0.0.1', 'secret password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    // Another address is still allowed until the per-account limit (5) is reached.
    expect((await from('10.0.0.2', 'secret password')).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await from('10.0.0.3', 'nope nope')).statusCode).toBe(401);
    expect((await from('10.0.0.4', 'secret password')).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('accepts the access token and rejects missing, tampered, expired and alg:none tokens', async () => {
    const session = await registerUser(t.app);
    expect((await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBeTruthy();

    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    expect(
      (await as(t.app, { token: tampered }, { method: 'GET', url: '/api/auth/profile' })).statusCode,
    ).toBe(401);

    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await as(t.app, { token: none }, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(
      401,
    );

    const secret = await t.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirstOrThrow();
    const key = Buffer.from(secret.value);
    const expired = signAccessToken(key, session.userId, Date.now() - 16 * 60 * 1000);
    expect(
      (await as(t.app, { token: expired }, { method: 'GET', url: '/api/auth/profile' })).statusCode,
    ).toBe(401);
    const fresh = signAccessToken(key, session.userId);
    expect((await as(t.app, { token: fresh }, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(
      200,
    );

    // A token signed with HS256 but another secret.
    const otherSig = createHmac('sha256', 'x'.repeat(48)).update(`${header}.${payload}`).digest('base64url');
    expect(
      (
        await as(
          t.app,
          { token: `${header}.${payload}.${otherSig}` },
          { method: 'GET', url: '/api/auth/profile' },
        )
      ).statusCode,
    ).toBe(401);
  });

  it('does not accept a refresh token as an access token', async () => {
    const session = await registerUser(t.app);
    expect(
      (await as(t.app, { token: session.refresh }, { method: 'GET', url: '/api/auth/profile' })).statusCode,
    ).toBe(401);
  });

  it('rotates the refresh token on every use', async () => {
    const session = await registerUser(t.app);
    const first = await post('/api/auth/refresh', { refresh: session.refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh).not.toBe(session.refresh);
    expect(
      (await as(t.app, { token: pair.token }, { method: 'GET', url: '/api/auth/profile' })).statusCode,
    ).toBe(200);
    const second = await post('/api/auth/refresh', { refresh: pair.refresh });
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).not.toBe(pair.refresh);
  });

  it('returns the same new refresh token to a second tab within the grace window', async () => {
    const session = await registerUser(t.app);
    const [a, b] = await Promise.all([
      post('/api/auth/refresh', { refresh: session.refresh }),
      post('/api/auth/refresh', { refresh: session.refresh }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().refresh).toBe(b.json().refresh);
    expect((await post('/api/auth/refresh', { refresh: a.json().refresh })).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const session = await registerUser(t.app);
    const next = (await post('/api/auth/refresh', { refresh: session.refresh })).json();
    // Age the rotation beyond the grace window.
    await t.database.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('rotated_at', 'is not', null)
      .execute();
    const replay = await post('/api/auth/refresh', { refresh: session.refresh });
    expect(replay.statusCode).toBe(401);
    // The legitimate holder of the newest token is signed out too.
    expect((await post('/api/auth/refresh', { refresh: next.refresh })).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a bad body', async () => {
    expect((await post('/api/auth/refresh', { refresh: 'made-up' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(400);
  });

  it('logout revokes the refresh family', async () => {
    const session = await registerUser(t.app);
    expect((await post('/api/auth/logout', { refresh: session.refresh })).statusCode).toBe(204);
    expect((await post('/api/auth/refresh', { refresh: session.refresh })).statusCode).toBe(401);
  });
});

describe('profile and summary', () => {
  it('reads and updates the profile; refuses unknown fields', async () => {
    const session = await registerUser(t.app, { name: 'Before' });
    const updated = await as(t.app, session, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: '  After  ' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user.name).toBe('After');
    const profile = await as(t.app, session, { method: 'GET', url: '/api/auth/profile' });
    expect(profile.json().user.name).toBe('After');
    const extra = await as(t.app, session, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { isOnboarded: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).json().user.isOnboarded,
    ).toBe(false);
  });

  it('remembers the caller time zone from X-Timezone and ignores an invalid one', async () => {
    const session = await registerUser(t.app);
    await as(t.app, session, { method: 'GET', url: '/api/auth/profile', timeZone: 'Europe/Berlin' });
    const stored = () =>
      t.database.db
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
    expect((await stored()).time_zone).toBe('Europe/Berlin');
    await as(t.app, session, { method: 'GET', url: '/api/auth/profile', timeZone: 'Mars/Olympus' });
    expect((await stored()).time_zone).toBe('UTC');
  });

  it('answers the summary with numbers', async () => {
    const session = await registerUser(t.app);
    const response = await as(t.app, session, { method: 'GET', url: '/api/auth/summary' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ streak: 0, highestStreak: 0, startWeightKg: null });
  });
});
