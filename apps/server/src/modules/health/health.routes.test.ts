import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('sends security headers and hides the framework', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a body over the size limit with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/refresh']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });
});
