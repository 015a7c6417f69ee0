import { describe, expect, it } from 'vitest';
import { as } from '../test/test-app.js';
import { useTestApp, useUser } from '../test/test-file.js';
import { findNulText } from './refuse-nul-text.js';

describe('findNulText', () => {
  it('names the first nested field holding U+0000', () => {
    expect(findNulText({ a: 'ok', meals: [{ items: [{ name: 'x\u0000y' }] }] })).toBe('meals.0.items.0.name');
    expect(findNulText({ a: 'ok', b: [1, null, { c: 'fine' }] })).toBeUndefined();
  });

  it('names the first such field in the order of the body, and the body itself when it is the string', () => {
    expect(findNulText({ first: { x: 'a\u0000' }, second: 'b\u0000' })).toBe('first.x');
    expect(findNulText(['ok', 'b\u0000'])).toBe('1');
    expect(findNulText('a\u0000')).toBe('body');
  });
});

describe('NUL characters in bodies', () => {
  const t = useTestApp({});
  const me = useUser(t);
  const post = (text: string) =>
    as(t.app, me, { method: 'POST', url: '/api/social/posts', payload: { text } });

  it('answers 400 naming the field and stores nothing, on either database', async () => {
    const response = await post('a\u0000b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { text: expect.any(String) },
    });
    const feed = await as(t.app, me, { method: 'GET', url: '/api/social/posts' });
    expect(feed.json()).toEqual([]);
  });

  it('lets ordinary text through', async () => {
    const response = await post('a\tb ✓');
    expect(response.statusCode).toBe(201);
  });
});
