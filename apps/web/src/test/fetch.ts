import type { User } from '@momentum/shared';
import { vi } from 'vitest';

export type StubRequest = { url: string; path: string; method: string; headers: Headers; body: unknown };
export type FetchHandler = (request: StubRequest) => Response | Promise<Response>;

/** Replaces global fetch; the handler sees the path without `/api` and the parsed JSON body. */
export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    return handler({
      url,
      path: url.replace(/^\/api/, '').split('?')[0] ?? '',
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise with its resolve exposed, to hold a response while asserting a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A maker of test records: fresh defaults on every call, with the fields a test names replaced. */
export const fixture =
  <T>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });

export const makeUser = fixture<User>(() => ({
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isOnboarded: true,
  profile: { avatarUrl: null },
  onboarding: { basicInfo: null, goals: null, preferences: null },
}));

export function signIn(tokens: { token?: string; refresh?: string } = {}): void {
  localStorage.setItem('accessToken', tokens.token ?? 'access-1');
  if (tokens.refresh !== undefined) localStorage.setItem('refreshToken', tokens.refresh);
}
