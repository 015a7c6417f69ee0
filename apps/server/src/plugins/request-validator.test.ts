import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestValidatorCompiler } from './request-validator.js';

describe('requestValidatorCompiler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(requestValidatorCompiler);
    const headers = z.looseObject({
      'x-key': z
        .string()
        .regex(/^[a-z]+$/, 'X-Key must be lowercase letters.')
        .optional(),
    });
    const body = z.object({ name: z.string().trim() });
    app.post('/echo', { schema: { headers, body } }, async (request) => ({
      ownHeaders: request.headers === request.raw.headers,
      key: request.headers['x-key'] ?? null,
      name: (request.body as { name: string }).name,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>, payload: object = { name: '  Ada  ' }) =>
    app.inject({ method: 'POST', url: '/echo', headers, payload });

  it('checks a good header and keeps the request its own headers (no merged copy on every read)', async () => {
    const response = await post({ 'x-key': 'abc', 'x-other': 'UPPER' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ownHeaders: true, key: 'abc', name: 'Ada' });
  });

  it('passes a request without the optional header', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ownHeaders: true, key: null });
  });

  it('answers a bad header with a 400 naming it, as the zod schema says', async () => {
    const response = await post({ 'x-key': 'ABC' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/x-key/);
    expect(message).toMatch(/X-Key must be lowercase letters\./);
  });

  it('still replaces the body with what zod parsed', async () => {
    const response = await post({}, { name: '  Grace ' });
    expect(response.json()).toMatchObject({ name: 'Grace' });
    expect((await post({}, { name: 7 })).statusCode).toBe(400);
  });
});
