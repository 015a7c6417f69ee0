import type * as zlib from 'node:zlib';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { insertMeal } from '../test/activity-fixtures.js';
import { as, registerUser, type Session } from '../test/test-app.js';
import { useTestApp } from '../test/test-file.js';
import { acceptsGzip, COMPRESS_MIN_BYTES, registerCompression } from './compression.js';
import { serializerCompilerKeepingFrozen } from './frozen-answer-serializer.js';

/** Counts the server's gzips: a kept dashboard answer's is made once, however many browsers ask for it. */
const gzipCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof zlib>();
  const gzip = ((...args: Parameters<typeof actual.gzip>) => {
    gzipCalls.count += 1;
    return actual.gzip(...args);
  }) as typeof actual.gzip;
  return { ...actual, gzip, default: { ...actual, gzip } };
});

const t = useTestApp();

const get = (session: Session, url: string, headers: Record<string, string> = {}) =>
  as(t.app, session, { method: 'GET', url, headers });

/** A user whose dashboard answer is well over the threshold (five meals with long names in recent activity). */
async function userWithHistory(): Promise<Session> {
  const session = await registerUser(t.app);
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < 5; i++)
    await insertMeal(t.database.db, session.userId, {
      date: today,
      name: `Overnight oats with berries, number ${i}`,
    });
  // The first read of a new history stores what it earned, which moves the data version: settle it.
  expect((await get(session, '/api/dashboard')).statusCode).toBe(200);
  return session;
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('compressed JSON answers', () => {
  it('Accept-Encoding: gzip gets a gzip body that inflates to the same JSON; without it, plain JSON', async () => {
    const session = await userWithHistory();
    const plain = await get(session, '/api/dashboard');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const zipped = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.headers.vary).toContain('Authorization');
    // Named once, though the tagged answer names it before this hook adds it.
    expect(String(zipped.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const inflated = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(inflated).toBe(plain.body);
    expect(JSON.parse(inflated)).toEqual(plain.json());
    // The same tag: the encoding is not part of what the answer is.
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('a kept answer asked again answers the same bytes; after a write, the new answer', async () => {
    const session = await userWithHistory();
    const first = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip' });
    const again = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip' });
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);

    const put = await as(t.app, session, {
      method: 'PUT',
      url: '/api/user/goals/protein',
      payload: { target: 321 },
    });
    expect(put.statusCode).toBe(200);
    const after = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip' });
    const answer = JSON.parse(gunzipSync(after.rawPayload).toString('utf8'));
    expect(answer.goals.protein.target).toBe(321);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('requests arriving while a new kept answer is being compressed all get its gzip, made once', async () => {
    const session = await userWithHistory();
    const plain = await get(session, '/api/dashboard');
    // A new version, then several browsers' requests at once: the first starts the gzip, the others share it.
    await insertMeal(t.database.db, session.userId, { date: new Date().toISOString().slice(0, 10) });
    const put = await as(t.app, session, {
      method: 'PUT',
      url: '/api/user/goals/protein',
      payload: { target: 5 },
    });
    expect(put.statusCode).toBe(200);
    gzipCalls.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(session, '/api/dashboard', { 'accept-encoding': 'gzip' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(Buffer.compare(answer.rawPayload, answers[0]!.rawPayload)).toBe(0);
    }
    const inflated = JSON.parse(gunzipSync(answers[0]!.rawPayload).toString('utf8'));
    expect(inflated.goals.protein.target).toBe(5);
    expect(answers[0]!.headers.etag).not.toBe(plain.headers.etag);
    // And asked again once made: still those bytes.
    const later = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip' });
    expect(Buffer.compare(later.rawPayload, answers[0]!.rawPayload)).toBe(0);
    // Compressed once: the answer is the kept one (frozen), not a fresh object per request.
    expect(gzipCalls.count).toBe(1);
  });

  it('small answers, other codings, writes and 304s are not compressed', async () => {
    const session = await userWithHistory();
    const small = await get(session, '/api/activity/streak', { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ streak: expect.any(Number) });

    const brOnly = await get(session, '/api/dashboard', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.json()).toHaveProperty('profile');

    const refused = await get(session, '/api/dashboard', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const tag = brOnly.headers.etag as string;
    const revalidated = await get(session, '/api/dashboard', {
      'accept-encoding': 'gzip',
      'if-none-match': tag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();

    const write = await as(t.app, session, {
      method: 'PUT',
      url: '/api/user/schedule/week',
      payload: {
        plan: Array.from({ length: 6 }, (_, i) => ({
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][i],
          muscleGroup: 'A muscle group with quite a long name to fill the answer',
          exercises: Array.from({ length: 8 }, (_, j) => `Exercise with a long descriptive name ${j}`),
        })),
      },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(write.headers['content-encoding']).toBeUndefined();
    expect(write.json().items).toHaveLength(6);
  });
});

const entry = z.object({ name: z.string(), note: z.string() });
/** Long enough to be compressed (over COMPRESS_MIN_BYTES). */
const entries = Array.from({ length: 40 }, (_, i) => ({
  name: `Overnight oats with berries, number ${i}`,
  note: `eaten at ${i}:00`,
}));
/** One frozen object, as a dashboard part kept per user and version is. */
const keptAnswer = Object.freeze({ entries: Object.freeze(entries.map((item) => Object.freeze(item))) });

describe('gzip of frozen answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompilerKeepingFrozen);
    registerCompression(app);
    const full = z.object({ entries: z.array(entry) });
    // The same object through a schema that writes less of it: another text, so another gzip.
    const namesOnly = z.object({ entries: z.array(z.object({ name: z.string() })) });
    app.get('/kept', { schema: { response: { 200: full } } }, async () => keptAnswer);
    app.get('/kept-names', { schema: { response: { 200: namesOnly } } }, async () => keptAnswer);
    app.get('/fresh', { schema: { response: { 200: full } } }, async () => ({ entries }));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    gzipCalls.count = 0;
  });

  const gzipGet = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  const inflated = (raw: Buffer) => JSON.parse(gunzipSync(raw).toString('utf8'));

  it('compresses a frozen answer once, for requests at once and after', async () => {
    const together = await Promise.all(Array.from({ length: 5 }, () => gzipGet('/kept')));
    const later = await gzipGet('/kept');
    for (const answer of [...together, later]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(inflated(answer.rawPayload)).toEqual({ entries });
    }
    expect(gzipCalls.count).toBe(1);
  });

  it('gives each route its own text of the same frozen object', async () => {
    const full = await gzipGet('/kept');
    const names = await gzipGet('/kept-names');
    expect(inflated(full.rawPayload)).toEqual({ entries });
    expect(inflated(names.rawPayload)).toEqual({ entries: entries.map(({ name }) => ({ name })) });
  });

  it('compresses an answer that is not frozen on each request', async () => {
    await gzipGet('/fresh');
    await gzipGet('/fresh');
    expect(gzipCalls.count).toBe(2);
  });

  it('leaves a client that does not accept gzip with the plain text, and compresses nothing for it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ entries });
    expect(gzipCalls.count).toBe(0);
  });
});
