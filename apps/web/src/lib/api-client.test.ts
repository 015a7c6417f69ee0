import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { z } from 'zod';
import {
  api,
  ApiError,
  apiRequestWithHeaders,
  getErrorMessage,
  newIdempotencyKey,
  setSessionExpiredHandler,
} from './api-client';

const tokens = () => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')];

/** A signed-in session as the browser keeps it: an access token and the refresh token to trade for a new one. */
function storeTokens(access: string, refresh: string) {
  localStorage.setItem('accessToken', access);
  localStorage.setItem('refreshToken', refresh);
}

/** The refresh endpoint answers with `refresh()`; every other request is refused (401) with `message`. */
const stubRefreshing = (refresh: () => Response, message: string) =>
  stubFetch(({ path }) =>
    path === '/auth/refresh' ? refresh() : json(401, { message, code: 'unauthorized' }),
  );

describe('api client', () => {
  let onExpired: ReturnType<typeof vi.fn<() => void>>;
  let restoreHandler: () => void;

  beforeEach(() => {
    onExpired = vi.fn<() => void>();
    restoreHandler = setSessionExpiredHandler(onExpired);
  });
  afterEach(() => restoreHandler());

  it('sends the bearer token, the time zone and JSON', async () => {
    localStorage.setItem('accessToken', 'tok');
    const fetch = stubFetch(() => json(200, { ok: true }));

    await expect(api.post('/things', { a: 1 }, { params: { limit: 5 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/things?limit=5');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetch = stubFetch(() => json(200, []));
    await api.get('/things');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws ApiError with the body fields', async () => {
    stubFetch(() =>
      json(409, { message: 'Email already registered.', code: 'conflict', fields: { email: 'Taken' } }),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email already registered.',
      code: 'conflict',
      fields: { email: 'Taken' },
    });
    expect(getErrorMessage(error, 'fallback')).toBe('Email already registered.');
    expect(getErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('passes a 401 on when no refresh token is stored', async () => {
    localStorage.setItem('accessToken', 'expired');
    const fetch = stubFetch(() => json(401, { message: 'Unauthorized', code: 'unauthorized' }));

    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s and retries each request once', async () => {
    storeTokens('old', 'r1');
    const fetch = stubFetch(async ({ path, headers, body }) => {
      if (path === '/auth/refresh') {
        expect(body).toEqual({ refresh: 'r1' });
        await new Promise((done) => setTimeout(done, 10));
        return json(200, { token: 'new', refresh: 'r2' });
      }
      return headers.get('Authorization') === 'Bearer new'
        ? json(200, { path })
        : json(401, { message: 'Token expired', code: 'unauthorized' });
    });

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);

    expect(results).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
    const paths = fetch.mock.calls.map(([url]) => String(url));
    expect(paths.filter((p) => p === '/api/auth/refresh')).toHaveLength(1);
    for (const p of ['/api/a', '/api/b', '/api/c']) expect(paths.filter((x) => x === p)).toHaveLength(2);
    expect(tokens()).toEqual(['new', 'r2']);
  });

  it('sends the same Idempotency-Key on the retry after a refresh, and none when the call has no key', async () => {
    storeTokens('old', 'r1');
    const fetch = stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return json(200, { token: 'new', refresh: 'r2' });
      return headers.get('Authorization') === 'Bearer new'
        ? json(201, { ok: true })
        : json(401, { message: 'Expired', code: 'unauthorized' });
    });
    const key = newIdempotencyKey();
    await expect(api.post('/nutrition', { a: 1 }, { idempotencyKey: key })).resolves.toEqual({ ok: true });
    const sent = fetch.mock.calls
      .filter(([url]) => url === '/api/nutrition')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(sent).toEqual([key, key]);

    await api.post('/other', { a: 1 });
    expect(new Headers(fetch.mock.calls.at(-1)![1]?.headers).has('Idempotency-Key')).toBe(false);
  });

  it.each([
    ['with crypto.randomUUID', false],
    ['without it (plain HTTP on a LAN)', true],
  ])('makes a fresh UUID v4 for every create key, %s', (_label, insecure) => {
    const real = globalThis.crypto;
    if (insecure) vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) {
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
    } finally {
      vi.stubGlobal('crypto', real);
    }
  });

  it('retries only once when the retried request is refused again', async () => {
    storeTokens('old', 'r1');
    const fetch = stubRefreshing(() => json(200, { token: 'new', refresh: 'r2' }), 'Nope');
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('clears both tokens and ends the session when the refresh is refused', async () => {
    storeTokens('old', 'r1');
    const fetch = stubRefreshing(
      () => json(401, { message: 'Refresh token revoked', code: 'unauthorized' }),
      'Token expired',
    );

    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(tokens()).toEqual([null, null]);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    storeTokens('old', 'r1');
    stubFetch(({ path }) => {
      if (path === '/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, { message: 'Token expired', code: 'unauthorized' });
    });

    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(tokens()).toEqual(['old', 'r1']);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('takes the refresh lock and reuses tokens another tab stored meanwhile', async () => {
    storeTokens('old', 'r1');
    const request = vi.fn(async (_name: string, task: () => Promise<void>) => {
      // The other tab held the lock and rotated the pair before this tab got it.
      localStorage.setItem('accessToken', 'from-other-tab');
      localStorage.setItem('refreshToken', 'r2');
      return task();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      const fetch = stubFetch(({ headers }) =>
        headers.get('Authorization') === 'Bearer from-other-tab'
          ? json(200, { ok: true })
          : json(401, { message: 'Token expired', code: 'unauthorized' }),
      );

      await expect(api.get('/a')).resolves.toEqual({ ok: true });
      expect(request).toHaveBeenCalledWith('momentum-token-refresh', expect.any(Function));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/a', '/api/a']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('hands back the headers of the answer that succeeded, with the body checked by the schema', async () => {
    storeTokens('old', 'r1');
    stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return json(200, { token: 'new', refresh: 'r2' });
      if (headers.get('Authorization') !== 'Bearer new') {
        return new Response(JSON.stringify({ message: 'Token expired', code: 'unauthorized' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'stale' },
        });
      }
      return new Response(JSON.stringify([1, 2]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'abc' },
      });
    });

    const { data, headers } = await apiRequestWithHeaders('/things', { schema: z.array(z.number()) });

    expect(data).toEqual([1, 2]);
    expect(headers.get('X-Next-Cursor')).toBe('abc');
    await expect(apiRequestWithHeaders('/things', { schema: z.array(z.string()) })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('does not refresh for calls that opt out (login)', async () => {
    localStorage.setItem('refreshToken', 'stale');
    const fetch = stubFetch(() => json(401, { message: 'Invalid email or password.', code: 'unauthorized' }));
    await expect(api.post('/auth/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
