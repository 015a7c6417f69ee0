import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAs, useTestApp, useUser } from '../../test/test-file.js';

const t = useTestApp();
const me = useUser(t);

afterEach(() => {
  vi.restoreAllMocks();
});

const quickMeal = {
  date: new Date().toISOString().slice(0, 10),
  meals: [
    { type: 'snack', items: [{ name: 'Soup', calories: 120, macros: { protein: 5, carbs: 9, fats: 3 } }] },
  ],
};

describe('the versions a quick meal committed', () => {
  it('reach the check after the write without a read of their own on SQLite, which reads them in the write', async () => {
    const readAgain = vi.spyOn(t.app, 'committedVersionsOf');
    const before = await t.app.committedVersionsOf(me.userId);
    readAgain.mockClear();
    const response = await callAs(t.app, me, '/api/nutrition', { method: 'POST', payload: quickMeal });
    expect(response.statusCode).toBe(201);
    expect(readAgain).toHaveBeenCalledTimes(t.database.dialect === 'sqlite' ? 0 : 1);
    // Either way the check settled the meal at the version it committed: the dashboard can advance through it.
    const after = await t.app.committedVersionsOf(me.userId);
    expect(after!.nutrition_version).toBe(before!.nutrition_version + 1);
    const [route] = t.app.addedMeals.routesTo(me.userId, after!);
    expect(route?.areaVersions.nutrition_version).toBe(before!.nutrition_version);
    expect(route?.meals.map((meal) => meal.item._id)).toEqual([response.json<{ _id: string }>()._id]);
  });
});
