import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nutritionExample, templateExample } from '../../security/route-catalogue.js';
import { dataVersionOf, rowCountOf } from '../../test/db-reads.js';
import { as, type Session } from '../../test/test-app.js';
import { useTestApp, useUser } from '../../test/test-file.js';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency.service.js';

const t = useTestApp();
const me = useUser(t);
const other = useUser(t);

const newKey = () => crypto.randomUUID();

function post(
  session: Session,
  url: string,
  payload: object,
  key?: string,
  app: FastifyInstance = t.app,
): Promise<LightMyRequestResponse> {
  return as(app, session, {
    method: 'POST',
    url,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const mealCount = (session: Session) => rowCountOf(t.database.db, 'nutrition_entries', session.userId);
const workoutCount = (session: Session) => rowCountOf(t.database.db, 'workout_logs', session.userId);
const templateCount = (session: Session) => rowCountOf(t.database.db, 'workout_templates', session.userId);
const dataVersion = (session: Session) => dataVersionOf(t.database.db, session.userId);

async function newTemplate(session: Session): Promise<string> {
  const response = await post(session, '/api/workouts/templates', templateExample());
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string }>()._id;
}

const finishBody = (templateId: string) => ({
  templateId,
  startedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
  finishedAt: new Date(Date.now() - 60_000).toISOString(),
  caloriesBurned: 250,
});

describe('Idempotency-Key, sequential repeats', () => {
  it('stores a meal once and answers a repeat with the first answer, marked as replayed', async () => {
    const before = await mealCount(me);
    const key = newKey();
    const body = nutritionExample();
    const first = await post(me, '/api/nutrition', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const versionAfterFirst = await dataVersion(me);

    const second = await post(me, '/api/nutrition', body, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json()).toEqual(first.json());
    expect(await mealCount(me)).toBe(before + 1);
    // A replay writes nothing of the person's, so their data version (and cached reads) stay put.
    expect(await dataVersion(me)).toBe(versionAfterFirst);
  });

  it('stores a finished workout, a weight and a template once per key', async () => {
    const templateId = await newTemplate(me);
    const workouts = await workoutCount(me);
    const finishKey = newKey();
    const body = finishBody(templateId);
    const first = await post(me, '/api/workouts/finish', body, finishKey);
    expect(first.statusCode).toBe(201);
    const again = await post(me, '/api/workouts/finish', body, finishKey);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await workoutCount(me)).toBe(workouts + 1);

    const weight = { date: '2026-11-01', measurements: { weight: 81.5 } };
    const weightKey = newKey();
    const firstWeight = await post(me, '/api/progress', weight, weightKey);
    expect(firstWeight.statusCode).toBe(201);
    const againWeight = await post(me, '/api/progress', weight, weightKey);
    expect(againWeight.headers['idempotent-replayed']).toBe('true');
    expect(againWeight.json()).toEqual(firstWeight.json());

    const templates = await templateCount(me);
    const templateKey = newKey();
    const firstTemplate = await post(me, '/api/workouts/templates', templateExample(), templateKey);
    const againTemplate = await post(me, '/api/workouts/templates', templateExample(), templateKey);
    expect(againTemplate.json()).toEqual(firstTemplate.json());
    const templatesAfter = await templateCount(me);
    expect(templatesAfter).toBe(templates + 1);
  });

  it('accepts the key as the draft writes it, a structured-field string in quotes', async () => {
    const before = await mealCount(me);
    const key = newKey();
    const first = await post(me, '/api/nutrition', nutritionExample(), `"${key}"`);
    const bare = await post(me, '/api/nutrition', nutritionExample(), key);
    expect(first.statusCode).toBe(201);
    expect(bare.headers['idempotent-replayed']).toBe('true');
    expect(await mealCount(me)).toBe(before + 1);
  });

  it('answers a template edit repeated with its key from the stored answer, not from a second write', async () => {
    const id = await newTemplate(me);
    const key = newKey();
    const edit = (name: string) =>
      as(t.app, me, {
        method: 'PUT',
        url: `/api/workouts/templates/${id}`,
        payload: { ...templateExample(), name },
        headers: { 'idempotency-key': key },
      });
    const first = await edit('Push day');
    expect(first.statusCode).toBe(200);
    const again = await edit('Push day');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await edit('Pull day')).statusCode).toBe(422);
  });

  it('creates a new row for every request without a key, as before', async () => {
    const before = await mealCount(me);
    const body = nutritionExample();
    expect((await post(me, '/api/nutrition', body)).statusCode).toBe(201);
    expect((await post(me, '/api/nutrition', body)).statusCode).toBe(201);
    expect(await mealCount(me)).toBe(before + 2);
  });
});

describe('Idempotency-Key, refusals', () => {
  it('refuses the same key with a different body with a 422 and stores nothing more', async () => {
    const key = newKey();
    expect((await post(me, '/api/nutrition', nutritionExample(), key)).statusCode).toBe(201);
    const before = await mealCount(me);
    const changed = { ...nutritionExample(), date: '2026-10-01' };
    const reused = await post(me, '/api/nutrition', changed, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(reused.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    expect(await mealCount(me)).toBe(before);
  });

  it('refuses the same key on another route with a 422 (the path is part of what a key repeats)', async () => {
    const key = newKey();
    expect((await post(me, '/api/nutrition', nutritionExample(), key)).statusCode).toBe(201);
    const weight = await post(me, '/api/progress', { date: '2026-11-02', measurements: { weight: 80 } }, key);
    expect(weight.statusCode).toBe(422);
  });

  it.each([
    ['empty', ''],
    ['an empty quoted string', '""'],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('answers a key that is %s with a 400 naming the header', async (_label, key) => {
    const before = await mealCount(me);
    const response = await as(t.app, me, {
      method: 'POST',
      url: '/api/nutrition',
      payload: nutritionExample(),
      headers: { 'idempotency-key': key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/idempotency-key/i);
    expect(await mealCount(me)).toBe(before);
  });

  it('accepts a key of 255 visible characters', async () => {
    const key = `${newKey()}${'~'.repeat(255 - 36)}`;
    expect((await post(me, '/api/nutrition', nutritionExample(), key)).statusCode).toBe(201);
    expect((await post(me, '/api/nutrition', nutritionExample(), key)).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('keeps keys per user: another user with the same key gets their own meal', async () => {
    const key = newKey();
    const body = nutritionExample();
    const mine = await post(me, '/api/nutrition', body, key);
    const otherBefore = await mealCount(other);
    const theirs = await post(other, '/api/nutrition', body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ _id: string }>()._id).not.toBe(mine.json<{ _id: string }>()._id);
    expect(await mealCount(other)).toBe(otherBefore + 1);
  });

  it('does not burn a key on a refused request: the corrected retry with the same key is stored', async () => {
    const key = newKey();
    const before = await mealCount(me);
    const bad = await post(me, '/api/nutrition', { date: '2026-11-20', meals: 'none' }, key);
    expect(bad.statusCode).toBe(400);
    const good = await post(me, '/api/nutrition', nutritionExample(), key);
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealCount(me)).toBe(before + 1);
  });

  it('does not burn a key on a 404 from the handler: the retry with a real template is stored', async () => {
    const key = newKey();
    const body = finishBody('0'.repeat(24));
    const missing = await post(me, '/api/workouts/finish', body, key);
    expect(missing.statusCode).toBe(404);
    const templateId = await newTemplate(me);
    const workouts = await workoutCount(me);
    const retried = await post(me, '/api/workouts/finish', finishBody(templateId), key);
    expect(retried.statusCode).toBe(201);
    expect(await workoutCount(me)).toBe(workouts + 1);
  });

  it('forgets a key after its lifetime: an old key is swept on the next write and may be used anew', async () => {
    const key = newKey();
    expect((await post(me, '/api/nutrition', nutritionExample(), key)).statusCode).toBe(201);
    const longAgo = new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS - 60_000).toISOString();
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: longAgo })
      .where('user_id', '=', me.userId)
      .where('key', '=', key)
      .execute();
    const before = await mealCount(me);
    const again = await post(me, '/api/nutrition', nutritionExample(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealCount(me)).toBe(before + 1);
    const oldRows = await t.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', me.userId)
      .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
      .execute();
    expect(oldRows).toEqual([]);
  });
  it('answers a repeat while the first request still runs with a 409, and writes nothing', async () => {
    const key = newKey();
    const body = nutritionExample();
    expect((await post(me, '/api/nutrition', body, key)).statusCode).toBe(201);
    // As the first request leaves its key while it writes: claimed, not yet completed.
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ status: 'running', response_status: null, response_body: null })
      .where('user_id', '=', me.userId)
      .where('key', '=', key)
      .execute();
    const before = await mealCount(me);
    const repeat = await post(me, '/api/nutrition', body, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: 'conflict' });
    expect(repeat.json<{ message: string }>().message).toMatch(/still being processed/);
    expect(await mealCount(me)).toBe(before);
  });
});

describe('Idempotency-Key, concurrent repeats', () => {
  /** Every answer is the stored one or "still running"; never a second write. */
  function expectOneWriteAnswered(responses: LightMyRequestResponse[], status: number) {
    const written = responses.filter((r) => r.statusCode === status && !r.headers['idempotent-replayed']);
    expect(written).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) {
        expect(response.json<{ message: string }>().message).toMatch(/still being processed/);
      } else {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(written[0]?.json());
      }
    }
  }

  it('stores exactly one meal when ten identical requests race', async () => {
    const before = await mealCount(me);
    const key = newKey();
    const body = nutritionExample();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(me, '/api/nutrition', body, key)),
    );
    expectOneWriteAnswered(responses, 201);
    expect(await mealCount(me)).toBe(before + 1);
  });

  it('stores exactly one workout when ten identical finishes race', async () => {
    const templateId = await newTemplate(me);
    const before = await workoutCount(me);
    const key = newKey();
    const body = finishBody(templateId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(me, '/api/workouts/finish', body, key)),
    );
    expectOneWriteAnswered(responses, 201);
    expect(await workoutCount(me)).toBe(before + 1);
  });

  it('stores exactly one meal when two instances on one database race the same key', async () => {
    const second = await t.anotherInstance();
    const before = await mealCount(me);
    const key = newKey();
    const body = nutritionExample();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(me, '/api/nutrition', body, key, i % 2 ? second : t.app)),
    );
    expectOneWriteAnswered(responses, 201);
    expect(await mealCount(me)).toBe(before + 1);
    // Once the first has finished, either instance replays it.
    const later = await post(me, '/api/nutrition', body, key, second);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(responses.find((r) => r.statusCode === 201)?.json());
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  type Operation = { parameters?: Array<{ in: string; name: string; required?: boolean }> };
  it('documents the optional header on every queued create and on no read', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const headerOf = (path: string, method: string) =>
      doc.paths[path]?.[method]?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
    for (const [path, method] of [
      ['/api/workouts/finish', 'post'],
      ['/api/nutrition', 'post'],
      ['/api/progress', 'post'],
      ['/api/workouts/templates', 'post'],
      ['/api/workouts/templates/{id}', 'put'],
    ] as const) {
      expect(headerOf(path, method), `${method} ${path}`).toMatchObject({ required: false });
    }
    expect(headerOf('/api/nutrition', 'get')).toBeUndefined();
  });
});
