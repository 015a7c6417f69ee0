import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './test-app.js';

/** What most API test files open their app with: enough sign-ups from one address for every test's users. */
const MANY_REGISTRATIONS = { REGISTRATIONS_PER_ADDRESS: '1000' };

/** A value that a `beforeAll` sets; reading it before that hook ran fails plainly. */
function setInBeforeAll<T>(what: string) {
  let value: T | undefined;
  return {
    set(next: T) {
      value = next;
    },
    get(): T {
      if (value === undefined) throw new Error(`${what} is made in beforeAll: read it in a hook or a test`);
      return value;
    },
  };
}

/** An object that reads every property through to what `current` answers at the time of reading. */
function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * A fresh app for the test file, opened before its tests and closed after them. The handle reads through to
 * that app, so a file writes `const t = useTestApp()` and then `t.app` as it would with its own `let` and hooks.
 */
export function useTestApp(env: Record<string, string> = MANY_REGISTRATIONS): TestApp {
  const opened = setInBeforeAll<TestApp>('the test app');
  beforeAll(async () => opened.set(await createTestApp(env)));
  afterAll(() => opened.get().close());
  return readThrough(opened.get);
}

/** A user who signs up before the file's tests, once `t` has opened; read through as `useTestApp`'s handle is. */
export function useUser(t: Pick<TestApp, 'app'>): Session {
  const session = setInBeforeAll<Session>('the user');
  beforeAll(async () => session.set(await registerUser(t.app)));
  return readThrough(session.get);
}

export type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: unknown; timeZone?: string };

/** A request as `session` to `url`: a GET unless told, with a JSON body when `payload` is given. */
export function callAs(
  app: FastifyInstance,
  session: Pick<Session, 'token'>,
  url: string,
  { method = 'GET', payload, timeZone }: Call = {},
) {
  return as(app, session, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A POST as `session` with the JSON text as it is, for what `JSON.stringify` cannot write (a number like 1e400). */
export function postJsonText(
  app: FastifyInstance,
  session: Pick<Session, 'token'>,
  url: string,
  text: string,
) {
  return as(app, session, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
  });
}

/**
 * JSON text with a number too large to be finite (1e400 parses to Infinity) is refused with a 400 naming the field,
 * as any other value out of range is.
 */
export async function expectInfinityRefused(
  app: FastifyInstance,
  session: Pick<Session, 'token'>,
  url: string,
  text: string,
  field: string,
) {
  const response = await postJsonText(app, session, url, text);
  expect(response.statusCode).toBe(400);
  expect(response.json().fields).toHaveProperty([field]);
}

/** Another user's row answers exactly as an unknown id does: a 404 with the same body, so ids leak nothing. */
export function expectAnsweredAsUnknown(theirs: LightMyRequestResponse, unknown: LightMyRequestResponse) {
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json()).toEqual(unknown.json());
}
