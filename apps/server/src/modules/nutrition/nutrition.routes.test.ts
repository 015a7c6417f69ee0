import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { expectAnsweredAsUnknown, expectInfinityRefused, useTestApp, useUser } from '../../test/test-file.js';

const t = useTestApp();
const me = useUser(t);
const other = useUser(t);
afterEach(() => {
  vi.useRealTimers();
});

const post = (session: Session, payload: unknown, timeZone?: string) =>
  as(t.app, session, { method: 'POST', url: '/api/nutrition', payload: payload as object, timeZone });
const list = (session: Session, query = '') =>
  as(t.app, session, { method: 'GET', url: `/api/nutrition${query}` });
const remove = (session: Session, id: string) =>
  as(t.app, session, { method: 'DELETE', url: `/api/nutrition/${id}` });

/** The id of a new entry of one small lunch. */
const lunchOf = async (session: Session, name: string): Promise<string> =>
  (
    await post(session, { date: '2026-11-15', meals: [{ type: 'lunch', items: [{ name, calories: 5 }] }] })
  ).json()._id;

const storedRow = (id: string) =>
  t.database.db.selectFrom('nutrition_entries').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/nutrition, full shape', () => {
  it('stores meals and items as sent, sums calories, and keeps the denormalised totals right', async () => {
    const payload = {
      date: '2026-11-20',
      meals: [
        {
          type: 'breakfast',
          items: [
            { name: 'Oats', calories: 350.5, macros: { protein: 12.1, carbs: 60, fats: 6 } },
            { name: 'Banana', calories: 105, macros: { protein: 1.3, carbs: 27, fats: 0.4 } },
          ],
        },
        {
          type: 'dinner',
          items: [{ name: 'Salmon', calories: 412, macros: { protein: 40.2, carbs: 0, fats: 26 } }],
        },
      ],
    };
    const response = await post(me, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      date: '2026-11-20',
      meals: payload.meals,
      totalCalories: 867.5,
    });

    const row = await storedRow(body._id);
    expect(row).toMatchObject({
      user_id: me.userId,
      date: '2026-11-20',
      total_calories: 867.5,
      total_protein: 53.6,
    });
  });

  it('defaults every missing number to 0 and keeps a blank food name (spec §5: no required-field check)', async () => {
    const response = await post(me, {
      date: '2026-11-19',
      meals: [{ type: 'snack', items: [{ name: '  ', calories: 80 }, {}] }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().meals).toEqual([
      {
        type: 'snack',
        items: [
          { name: '', calories: 80, macros: { protein: 0, carbs: 0, fats: 0 } },
          { name: '', calories: 0, macros: { protein: 0, carbs: 0, fats: 0 } },
        ],
      },
    ]);
    expect(response.json().totalCalories).toBe(80);
  });
});

describe('POST /api/nutrition, the dashboard quick shape', () => {
  const quick = { name: 'Quick Meal', calories: 400, protein: 25, carbs: 45, fat: 12 };

  it.each([
    ['UTC', 'dinner'], // 18:30
    ['America/New_York', 'lunch'], // 13:30
    ['Asia/Tokyo', 'snack'], // 03:30 the next day
    ['Europe/Berlin', 'dinner'], // 19:30
    ['Asia/Kolkata', 'snack'], // 00:00 the next day
  ])(
    'stores a quick meal as one item, filed under the meal of the hour in %s (%s)',
    async (timeZone, type) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T18:30:00.000Z'));
      const user = await registerUser(t.app);
      const response = await post(user, { date: '2026-11-23', meals: [quick] }, timeZone);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.meals).toEqual([
        {
          type,
          items: [{ name: 'Quick Meal', calories: 400, macros: { protein: 25, carbs: 45, fats: 12 } }],
        },
      ]);
      expect(body.totalCalories).toBe(400);
      expect(await storedRow(body._id)).toMatchObject({ total_calories: 400, total_protein: 25 });

      // Stored exactly like the full shape: a later read gives the same document.
      const listed = (await list(user)).json();
      expect(listed).toEqual([body]);
    },
  );

  it('defaults missing quick numbers to 0 and a blank quick name to Quick Meal', async () => {
    const response = await post(me, { date: '2026-11-18', meals: [{ name: ' ' }] });
    expect(response.statusCode).toBe(201);
    expect(response.json().meals[0].items).toEqual([
      { name: 'Quick Meal', calories: 0, macros: { protein: 0, carbs: 0, fats: 0 } },
    ]);
  });

  it('accepts both shapes in one entry', async () => {
    const response = await post(me, {
      date: '2026-11-17',
      meals: [
        { type: 'lunch', items: [{ name: 'Soup', calories: 200 }] },
        { ...quick, name: 'Bar', calories: 150 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().meals).toHaveLength(2);
    expect(response.json().meals[1].items[0].name).toBe('Bar');
    expect(response.json().totalCalories).toBe(350);
  });
});

describe('POST /api/nutrition refusals', () => {
  const item = { name: 'Rice', calories: 200, macros: { protein: 4, carbs: 44, fats: 0.5 } };
  const valid = { date: '2026-11-20', meals: [{ type: 'lunch', items: [item] }] };

  it.each([
    ['a missing date', { meals: valid.meals }, 'date'],
    ['an impossible date', { ...valid, date: '2026-02-30' }, 'date'],
    ['a date without padding', { ...valid, date: '2026-1-5' }, 'date'],
    ['an hour past the day', { ...valid, date: '2026-11-20T25:00Z' }, 'date'],
    ['no meals', { ...valid, meals: [] }, 'meals'],
    ['meals that are not a list', { ...valid, meals: 'lunch' }, 'meals'],
    ['an unknown meal type', { ...valid, meals: [{ type: 'brunch', items: [item] }] }, 'meals.0.type'],
    ['a meal without items', { ...valid, meals: [{ type: 'lunch', items: [] }] }, 'meals.0.items'],
    [
      'negative calories',
      { ...valid, meals: [{ type: 'lunch', items: [{ ...item, calories: -1 }] }] },
      'meals.0.items.0.calories',
    ],
    [
      'negative protein',
      { ...valid, meals: [{ type: 'lunch', items: [{ ...item, macros: { protein: -2 } }] }] },
      'meals.0.items.0.macros.protein',
    ],
    [
      'absurd calories',
      { ...valid, meals: [{ type: 'lunch', items: [{ ...item, calories: 1e9 }] }] },
      'meals.0.items.0.calories',
    ],
    [
      'an unknown item key',
      { ...valid, meals: [{ type: 'lunch', items: [{ ...item, sugar: 3 }] }] },
      'meals.0.items.0',
    ],
    ['a meal that is not an object', { ...valid, meals: [3] }, 'meals.0'],
    ['a quick meal without a name', { ...valid, meals: [{ calories: 3 }] }, 'meals.0.name'],
    [
      'a quick meal with negative fat',
      { ...valid, meals: [{ name: 'Quick Meal', calories: 400, fat: -12 }] },
      'meals.0.fat',
    ],
    [
      'a quick meal with text calories',
      { ...valid, meals: [{ name: 'Quick Meal', calories: '400' }] },
      'meals.0.calories',
    ],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field) => {
    const before = (await list(me)).json().length;
    const response = await post(me, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toEqual(expect.any(String));
    expect(body.fields).toHaveProperty(field);
    expect((await list(me)).json()).toHaveLength(before);
  });

  it('refuses a number too large to be finite (JSON 1e400 parses to Infinity)', async () => {
    await expectInfinityRefused(
      t.app,
      me,
      '/api/nutrition',
      '{"date":"2026-11-20","meals":[{"type":"lunch","items":[{"name":"x","calories":1e400}]}]}',
      'meals.0.items.0.calories',
    );
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nutrition', payload: valid });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/nutrition' })).statusCode).toBe(401);
  });
});

describe('GET /api/nutrition', () => {
  it("lists only the caller's entries, newest date first, newest first within a date", async () => {
    const user = await registerUser(t.app);
    const meal = (name: string) => [{ type: 'lunch', items: [{ name, calories: 100 }] }];
    const ids: Record<string, string> = {};
    for (const [name, date] of [
      ['old', '2026-10-01'],
      ['newest', '2026-11-21'],
      ['mid-first', '2026-11-01'],
      ['mid-second', '2026-11-01'],
    ] as const) {
      ids[name] = (await post(user, { date, meals: meal(name) })).json()._id;
    }
    await post(other, { date: '2026-12-01', meals: meal('not mine') });

    const response = await list(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((e: { _id: string }) => e._id)).toEqual([
      ids.newest,
      ids['mid-second'],
      ids['mid-first'],
      ids.old,
    ]);
    expect((await list(user, '?limit=2')).json()).toHaveLength(2);
    expect((await list(user, '?limit=0')).statusCode).toBe(400);
  });
});

describe('DELETE /api/nutrition/:id', () => {
  it('deletes the entry; a second delete answers 404', async () => {
    const id = await lunchOf(me, 'Gone');
    const response = await remove(me, id);
    expect(response.statusCode).toBe(204);
    expect((await list(me)).json().some((e: { _id: string }) => e._id === id)).toBe(false);
    expect(await storedRow(id)).toBeUndefined();
    const again = await remove(me, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it("answers another user's entry exactly as an unknown one and keeps it", async () => {
    const id = await lunchOf(other, 'Theirs');
    const theirs = await remove(me, id);
    const unknown = await remove(me, crypto.randomUUID());
    expectAnsweredAsUnknown(theirs, unknown);
    expect(await storedRow(id)).toBeDefined();
  });
});
