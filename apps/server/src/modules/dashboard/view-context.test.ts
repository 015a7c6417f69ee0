import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaVersions } from '../../db/data-areas.js';
import { registerViewContext, viewContextOf, type ViewContext } from './view-context.js';

describe("a request's view context", () => {
  let app: FastifyInstance;
  /** Every context the route saw, in order: the first and the second ask of each request. */
  const asked: [ViewContext, ViewContext][] = [];

  beforeAll(async () => {
    app = Fastify();
    registerViewContext(app);
    // What authentication sets, from the request's own headers here.
    app.addHook('onRequest', (request, _reply, done) => {
      request.userId = String(request.headers['x-user']);
      request.dataVersion = Number(request.headers['x-version']);
      request.areaVersions = { data_version: request.dataVersion } as unknown as AreaVersions;
      request.timeZone = String(request.headers['x-zone']);
      done();
    });
    app.get('/', async (request) => {
      const first = viewContextOf(request);
      // A later change to what it was made from does not change it: the tag and the answer agree.
      request.dataVersion += 1;
      asked.push([first, viewContextOf(request)]);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (user: string, version: number, zone: string) =>
    app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-user': user, 'x-version': String(version), 'x-zone': zone },
    });

  it('is made once per request, from what the request was signed in with', async () => {
    await get('ada', 7, 'Asia/Tokyo');
    const [first, second] = asked.at(-1)!;
    expect(second).toBe(first);
    expect(first).toMatchObject({ userId: 'ada', dataVersion: 7, timeZone: 'Asia/Tokyo' });
    expect(first.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is not shared between requests', async () => {
    await Promise.all([get('ada', 7, 'UTC'), get('bob', 3, 'UTC')]);
    await get('ada', 8, 'UTC');
    const contexts = asked.slice(-3).map(([first]) => first);
    expect(new Set(contexts).size).toBe(3);
    expect(contexts.map(({ userId, dataVersion }) => `${userId}@${dataVersion}`).sort()).toEqual([
      'ada@7',
      'ada@8',
      'bob@3',
    ]);
  });
});
