import { describe, expect, it } from 'vitest';
import { as, registerUser } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

const t = useTestApp();

describe('GET/PUT /api/settings', () => {
  it('starts from the defaults and keeps what is not sent', async () => {
    const session = await registerUser(t.app);
    const initial = await as(t.app, session, { method: 'GET', url: '/api/settings' });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      units: { weight: 'kg', length: 'cm' },
      theme: 'system',
      shareWorkouts: true,
      findable: true,
    });

    const changed = await as(t.app, session, {
      method: 'PUT',
      url: '/api/settings',
      payload: { units: { weight: 'lb' }, theme: 'dark' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      units: { weight: 'lb', length: 'cm' },
      theme: 'dark',
      shareWorkouts: true,
      findable: true,
    });

    await as(t.app, session, { method: 'PUT', url: '/api/settings', payload: { findable: false } });
    const reread = await as(t.app, session, { method: 'GET', url: '/api/settings' });
    expect(reread.json()).toEqual({
      units: { weight: 'lb', length: 'cm' },
      theme: 'dark',
      shareWorkouts: true,
      findable: false,
    });
  });

  it("never shows or changes another user's settings", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await as(t.app, alice, { method: 'PUT', url: '/api/settings', payload: { theme: 'light' } });
    const bobs = await as(t.app, bob, { method: 'GET', url: '/api/settings' });
    expect(bobs.json()).toMatchObject({ theme: 'system' });
  });

  it.each([
    [{ units: { weight: 'stone' } }, 'units.weight'],
    [{ units: { length: 'ft' } }, 'units.length'],
    [{ theme: 'sepia' }, 'theme'],
    [{ shareWorkouts: 'yes' }, 'shareWorkouts'],
    [{ findable: 1 }, 'findable'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with a 400 naming the field and stores nothing', async (payload, field) => {
    const session = await registerUser(t.app);
    const response = await as(t.app, session, { method: 'PUT', url: '/api/settings', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    const reread = await as(t.app, session, { method: 'GET', url: '/api/settings' });
    expect(reread.json()).toMatchObject({
      units: { weight: 'kg', length: 'cm' },
      theme: 'system',
      findable: true,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(401);
  });
});
