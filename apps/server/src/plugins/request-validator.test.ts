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
    // A check of its own over the headers: every header goes to it, and still none is replaced.
    const refined = z
      .looseObject({ 'x-key': z.string().optional() })
      .refine((all) => all['x-key'] !== all['x-other'], 'X-Key must differ from X-Other.');
    app.get('/refined', { schema: { headers: refined } }, async (request) => ({
      ownHeaders: request.headers === request.raw.headers,
    }));
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

  it('gives a schema with a check of its own every header, and still keeps the request its own', async () => {
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/refined', headers });
    const same = await get({ 'x-key': 'a', 'x-other': 'a' });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toMatch(/X-Key must differ from X-Other\./);
    const differ = await get({ 'x-key': 'a', 'x-other': 'b' });
    expect(differ.statusCode).toBe(200);
    expect(differ.json()).toEqual({ ownHeaders: true });
  });

  it('still replaces the body with what zod parsed', async () => {
    const response = await post({}, { name: '  Grace ' });
    expect(response.json()).toMatchObject({ name: 'Grace' });
    expect((await post({}, { name: 7 })).statusCode).toBe(400);
  });
});
