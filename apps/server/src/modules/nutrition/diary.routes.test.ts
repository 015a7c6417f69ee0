import { describe, expect, it } from 'vitest';
import { onboardingExample } from '../../security/route-catalogue.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp, useUser } from '../../test/test-file.js';

const t = useTestApp();
const other = useUser(t);

const BANANA = 'usda-09040'; // 89 kcal, 1.09 protein, 22.84 carbs, 0.33 fat per 100 g; medium 118 g
const OATS = 'usda-20038'; // 389 kcal, 16.89 protein, 66.27 carbs, 6.9 fat; cup 156 g; sugars unknown
const EGG = 'usda-01123'; // 143 kcal, 12.56 protein, 0.72 carbs, 9.51 fat; large 50 g
const MEDIUM = 'medium (7" to 7-7/8" long)';

type Item = {
  _id: string;
  name: string;
  foodId?: string;
  grams?: number;
  portion?: { label: string; amount: number };
  calories: number;
  macros: { protein: number | null; carbs: number | null; fats: number | null };
};
type Day = {
  date: string;
  meals: { type: string; items: Item[] }[];
  totals: { calories: number; protein: number; carbs: number; fats: number };
  water: { ml: number; targetMl: number };
  targets: { calories: number; protein: number; carbs: number; fats: number };
};

const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(t.app, session, { method, url, ...(payload ? { payload } : {}) });
const day = async (session: Session, date: string): Promise<Day> => {
  const response = await call(session, 'GET', `/api/nutrition/days/${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const log = (session: Session, date: string, payload: object) =>
  call(session, 'POST', `/api/nutrition/days/${date}/items`, payload);
const meal = (d: Day, type: string) => d.meals.find((m) => m.type === type)!.items;

describe('logging foods: portions arithmetic', () => {
  it('computes an item from grams, from a household portion and from an amount of one', async () => {
    const me = await registerUser(t.app);
    const byGrams = await log(me, '2026-11-20', { foodId: OATS, meal: 'breakfast', grams: 40 });
    expect(byGrams.statusCode).toBe(201);
    expect(byGrams.json()).toEqual({
      _id: expect.any(String),
      name: 'Oats',
      foodId: OATS,
      grams: 40,
      calories: 155.6,
      macros: { protein: 6.8, carbs: 26.5, fats: 2.8 },
    });

    const medium = await log(me, '2026-11-20', {
      foodId: BANANA,
      meal: 'breakfast',
      portion: { label: MEDIUM, amount: 1 },
    });
    expect(medium.json()).toMatchObject({
      grams: 118,
      portion: { label: MEDIUM, amount: 1 },
      calories: 105,
      macros: { protein: 1.3, carbs: 27, fats: 0.4 },
    });

    const eggs = await log(me, '2026-11-20', {
      foodId: EGG,
      meal: 'lunch',
      portion: { label: 'large', amount: 2 },
    });
    expect(eggs.json()).toMatchObject({
      grams: 100,
      calories: 143,
      macros: { protein: 12.6, carbs: 0.7, fats: 9.5 },
    });

    const d = await day(me, '2026-11-20');
    expect(meal(d, 'breakfast').map((item) => item.name)).toEqual(['Oats', 'Bananas, raw']);
    expect(meal(d, 'lunch').map((item) => item.name)).toEqual(['Egg, whole, raw, fresh']);
    expect(d.meals.map((m) => m.type)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(d.totals).toEqual({ calories: 403.6, protein: 20.7, carbs: 54.2, fats: 12.7 });
  });

  it('keeps a nutrient the food does not give as null in the item, and counts it as nothing in totals', async () => {
    const me = await registerUser(t.app);
    const food = (
      await call(me, 'POST', '/api/foods', { name: 'Mystery drink', per100g: { kcal: 40, carbs: 10 } })
    ).json();
    const item = (await log(me, '2026-11-20', { foodId: food._id, meal: 'snack', grams: 250 })).json();
    expect(item).toMatchObject({ calories: 100, macros: { protein: null, carbs: 25, fats: null } });
    expect((await day(me, '2026-11-20')).totals).toEqual({ calories: 100, protein: 0, carbs: 25, fats: 0 });
  });

  it('edits the portion and the meal of an item, and deletes it; the numbers follow', async () => {
    const me = await registerUser(t.app);
    const id = (await log(me, '2026-11-21', { foodId: BANANA, meal: 'breakfast', grams: 100 })).json()._id;
    const put = await call(me, 'PUT', `/api/nutrition/days/2026-11-21/items/${id}`, {
      meal: 'snack',
      portion: { label: MEDIUM, amount: 1.5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      _id: id,
      grams: 177,
      portion: { label: MEDIUM, amount: 1.5 },
      calories: 157.5,
      macros: { protein: 1.9, carbs: 40.4, fats: 0.6 },
    });
    let d = await day(me, '2026-11-21');
    expect(meal(d, 'breakfast')).toEqual([]);
    expect(meal(d, 'snack').map((item) => item.calories)).toEqual([157.5]);

    const grams = await call(me, 'PUT', `/api/nutrition/days/2026-11-21/items/${id}`, { grams: 50 });
    expect(grams.json()).toMatchObject({ grams: 50, calories: 44.5 });
    expect(grams.json().portion).toBeUndefined();

    expect((await call(me, 'DELETE', `/api/nutrition/days/2026-11-21/items/${id}`)).statusCode).toBe(204);
    d = await day(me, '2026-11-21');
    expect(d.totals.calories).toBe(0);
    expect((await call(me, 'DELETE', `/api/nutrition/days/2026-11-21/items/${id}`)).statusCode).toBe(404);
    // The day's diary entry goes with its last item: nothing is left in the spec's list.
    expect((await call(me, 'GET', '/api/nutrition')).json()).toEqual([]);
  });

  it.each([
    ['no food', { meal: 'lunch', grams: 10 }, 'foodId'],
    ['no amount', { foodId: BANANA, meal: 'lunch' }, 'grams'],
    [
      'grams and a portion',
      { foodId: BANANA, meal: 'lunch', grams: 1, portion: { label: 'cup, sliced', amount: 1 } },
      'grams',
    ],
    ['0 grams', { foodId: BANANA, meal: 'lunch', grams: 0 }, 'grams'],
    ['more than 5,000 g', { foodId: BANANA, meal: 'lunch', grams: 5001 }, 'grams'],
    ['an unknown meal', { foodId: BANANA, meal: 'brunch', grams: 10 }, 'meal'],
    [
      'a portion the food lacks',
      { foodId: BANANA, meal: 'lunch', portion: { label: 'slice', amount: 1 } },
      'portion.label',
    ],
    [
      'a portion amount past 5,000 g',
      { foodId: BANANA, meal: 'lunch', portion: { label: 'cup, mashed', amount: 23 } },
      'portion.amount',
    ],
    [
      'a negative amount',
      { foodId: BANANA, meal: 'lunch', portion: { label: 'cup, mashed', amount: -1 } },
      'portion.amount',
    ],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field) => {
    const me = await registerUser(t.app);
    const response = await log(me, '2026-11-22', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect((await day(me, '2026-11-22')).totals.calories).toBe(0);
  });

  it("refuses an impossible date in the path, and another user's food or item as unknown (404)", async () => {
    const me = await registerUser(t.app);
    expect((await call(me, 'GET', '/api/nutrition/days/2026-02-30')).statusCode).toBe(400);
    expect((await call(me, 'GET', '/api/nutrition/days/today')).json().fields).toHaveProperty('date');
    const theirFood = (
      await call(other, 'POST', '/api/foods', { name: 'Theirs', per100g: { kcal: 1 } })
    ).json();
    expect((await log(me, '2026-11-22', { foodId: theirFood._id, meal: 'lunch', grams: 1 })).statusCode).toBe(
      404,
    );
    const theirItem = (await log(other, '2026-11-22', { foodId: BANANA, meal: 'lunch', grams: 1 })).json();
    const url = `/api/nutrition/days/2026-11-22/items/${theirItem._id}`;
    expect((await call(me, 'PUT', url, { meal: 'dinner' })).statusCode).toBe(404);
    expect((await call(me, 'DELETE', url)).statusCode).toBe(404);
    expect(meal(await day(other, '2026-11-22'), 'lunch')).toHaveLength(1);
  });

  it('replays a log sent twice with the same Idempotency-Key, storing it once', async () => {
    const me = await registerUser(t.app);
    const send = () =>
      as(t.app, me, {
        method: 'POST',
        url: '/api/nutrition/days/2026-11-22/items',
        headers: { 'idempotency-key': 'log-once-1' },
        payload: { foodId: BANANA, meal: 'lunch', grams: 100 },
      });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect(meal(await day(me, '2026-11-22'), 'lunch')).toHaveLength(1);
  });

  it('lists the foods logged lately first when nothing is typed, and before the database when searching', async () => {
    const me = await registerUser(t.app);
    await log(me, '2026-11-22', { foodId: EGG, meal: 'lunch', grams: 50 });
    await log(me, '2026-11-22', { foodId: 'usda-09042', meal: 'lunch', grams: 50 }); // Blackberries, raw
    const recent = (await call(me, 'GET', '/api/foods?limit=2')).json();
    expect(recent.items.map((item: { _id: string }) => item._id)).toEqual(['usda-09042', EGG]);
    const only = (await call(me, 'GET', '/api/foods?recent=true')).json();
    expect(only.items.map((item: { _id: string }) => item._id)).toEqual(['usda-09042', EGG]);
    const berries = (await call(me, 'GET', '/api/foods?q=raw&limit=1')).json();
    expect(berries.items[0]._id).toBe('usda-09042');
  });
});

describe("the day view and the spec's calls", () => {
  it('shows what POST /api/nutrition stored (both shapes) beside logged foods, and edits and deletes it', async () => {
    const me = await registerUser(t.app);
    const typed = await call(me, 'POST', '/api/nutrition', {
      date: '2026-11-19',
      meals: [
        {
          type: 'dinner',
          items: [{ name: 'Pizza slice', calories: 300, macros: { protein: 12, carbs: 35, fats: 11 } }],
        },
      ],
    });
    expect(typed.statusCode).toBe(201);
    await call(me, 'POST', '/api/nutrition', {
      date: '2026-11-19',
      meals: [{ name: 'Quick Meal', calories: 400, protein: 25, carbs: 45, fat: 12 }],
    });
    await log(me, '2026-11-19', { foodId: BANANA, meal: 'dinner', grams: 100 });

    let d = await day(me, '2026-11-19');
    const dinner = meal(d, 'dinner');
    expect(dinner[0]).toMatchObject({
      name: 'Pizza slice',
      calories: 300,
      macros: { protein: 12, carbs: 35, fats: 11 },
    });
    expect(dinner.at(-1)).toMatchObject({ name: 'Bananas, raw', calories: 89 });
    expect(d.meals.flatMap((m) => m.items).some((item) => item.name === 'Quick Meal')).toBe(true);
    expect(d.totals.calories).toBe(789);

    // The spec's list holds the typed entries and one entry for the logged foods; its totals match.
    const listed = (await call(me, 'GET', '/api/nutrition')).json() as { totalCalories: number }[];
    expect(listed).toHaveLength(3);
    expect(listed.reduce((sum, entry) => sum + entry.totalCalories, 0)).toBe(789);

    const pizza = dinner[0]!;
    const moved = await call(me, 'PUT', `/api/nutrition/days/2026-11-19/items/${pizza._id}`, {
      meal: 'lunch',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await call(me, 'PUT', `/api/nutrition/days/2026-11-19/items/${moved.json()._id}`, {
      grams: 10,
    });
    expect(refused.statusCode).toBe(400);
    d = await day(me, '2026-11-19');
    expect(meal(d, 'lunch').map((item) => item.name)).toContain('Pizza slice');
    const again = meal(d, 'lunch').find((item) => item.name === 'Pizza slice')!;
    expect((await call(me, 'DELETE', `/api/nutrition/days/2026-11-19/items/${again._id}`)).statusCode).toBe(
      204,
    );
    d = await day(me, '2026-11-19');
    expect(d.totals.calories).toBe(489);
    // The typed entry held only the pizza: it is gone from the spec's list.
    expect((await call(me, 'GET', '/api/nutrition')).json()).toHaveLength(2);
  });

  it('counts logged foods in the weekly calories intake and protein', async () => {
    const me = await registerUser(t.app);
    const today = new Date().toISOString().slice(0, 10);
    await as(t.app, me, {
      method: 'POST',
      url: `/api/nutrition/days/${today}/items`,
      payload: { foodId: EGG, meal: 'lunch', grams: 200 },
      timeZone: 'UTC',
    });
    const intake = (
      await as(t.app, me, { method: 'GET', url: '/api/user/goals/calories-intake', timeZone: 'UTC' })
    ).json();
    expect(intake.value).toBe(286);
    const protein = (
      await as(t.app, me, { method: 'GET', url: '/api/user/goals/protein', timeZone: 'UTC' })
    ).json();
    expect(protein.value).toBe(25.1);
  });
});

describe('water', () => {
  it('stores millilitres per day, shows them in the day with the target, and refuses bad amounts', async () => {
    const me = await registerUser(t.app);
    const put = (ml: unknown) => call(me, 'PUT', '/api/nutrition/days/2026-11-20/water', { ml });
    expect((await put(250)).json()).toEqual({ date: '2026-11-20', ml: 250, targetMl: 2000 });
    expect((await put(750)).json().ml).toBe(750);
    expect((await day(me, '2026-11-20')).water).toEqual({ ml: 750, targetMl: 2000 });
    expect((await day(me, '2026-11-21')).water).toEqual({ ml: 0, targetMl: 2000 });
    for (const bad of [-1, 10_001, 2.5, '500', null]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('ml');
    }
    expect((await day(me, '2026-11-20')).water.ml).toBe(750);
    expect((await day(other, '2026-11-20')).water.ml).toBe(0);
  });
});

describe('daily targets', () => {
  it('without onboarding: the weekly targets ÷ 7 and 2,000 ml of water', async () => {
    const me = await registerUser(t.app);
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toEqual({
      calories: 2000,
      protein: 86,
      carbs: 289,
      fats: 56,
      waterMl: 2000,
    });
    await call(me, 'PUT', '/api/user/goals/calories-intake', { target: 17500 });
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toMatchObject({ calories: 2500 });
  });

  it('from onboarding by Mifflin–St Jeor: a man of 30, 180 cm, 80 kg, 4 days a week, gaining muscle', async () => {
    const me = await registerUser(t.app);
    const body = onboardingExample();
    const onboarding = await call(me, 'POST', '/api/onboarding/complete', {
      ...body,
      basicInfo: { ...body.basicInfo, gender: 'Male', age: 30, height: 180, weight: 80 },
      goals: { ...body.goals, primaryGoal: 'Muscle Gain' },
      preferences: { ...body.preferences, availableDays: ['Monday', 'Tuesday', 'Thursday', 'Friday'] },
    });
    expect(onboarding.statusCode, onboarding.body).toBeLessThan(300);
    // (10·80 + 6.25·180 − 5·30 + 5) · 1.55 + 300 = 3058.9 → 3060; 2 g/kg protein; 25 % fat; carbs the rest.
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toEqual({
      calories: 3060,
      protein: 160,
      carbs: 414,
      fats: 85,
      waterMl: 2750,
    });
    expect((await day(me, '2026-11-20')).targets).toEqual({
      calories: 3060,
      protein: 160,
      carbs: 414,
      fats: 85,
    });
  });

  it('from onboarding: a woman of 25, 165 cm, 60 kg, 2 days a week, losing weight', async () => {
    const me = await registerUser(t.app);
    const body = onboardingExample();
    await call(me, 'POST', '/api/onboarding/complete', {
      ...body,
      basicInfo: { ...body.basicInfo, gender: 'Female', age: 25, height: 165, weight: 60 },
      goals: { ...body.goals, primaryGoal: 'Weight Loss' },
      preferences: { ...body.preferences, availableDays: ['Monday', 'Thursday'] },
    });
    // (600 + 1031.25 − 125 − 161) · 1.375 − 500 = 1349.7 → 1350.
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toEqual({
      calories: 1350,
      protein: 120,
      carbs: 133,
      fats: 38,
      waterMl: 2000,
    });
  });

  it('keeps the targets the user saves, and refuses bad ones naming the field', async () => {
    const me = await registerUser(t.app);
    const mine = { calories: 2200, protein: 150, carbs: 250, fats: 70, waterMl: 2500 };
    expect((await call(me, 'PUT', '/api/nutrition/targets', mine)).json()).toEqual(mine);
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toEqual(mine);
    const d = await day(me, '2026-11-20');
    expect(d.targets).toEqual({ calories: 2200, protein: 150, carbs: 250, fats: 70 });
    expect(d.water.targetMl).toBe(2500);
    for (const [field, value] of [
      ['calories', -1],
      ['protein', 2001],
      ['waterMl', 10_001],
      ['fats', 'lots'],
    ] as const) {
      const response = await call(me, 'PUT', '/api/nutrition/targets', { ...mine, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    expect((await call(me, 'GET', '/api/nutrition/targets')).json()).toEqual(mine);
    expect((await call(other, 'GET', '/api/nutrition/targets')).json().calories).toBe(2000);
  });
});

describe('saved meals and copying', () => {
  it('saves a meal, lists it with its numbers, logs it in one step, edits and deletes it', async () => {
    const me = await registerUser(t.app);
    const created = await call(me, 'POST', '/api/nutrition/saved-meals', {
      name: 'Usual breakfast',
      items: [
        { foodId: OATS, grams: 40 },
        { foodId: BANANA, portion: { label: MEDIUM, amount: 1 } },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Usual breakfast',
      items: [
        { foodId: OATS, name: 'Oats', grams: 40, calories: 155.6 },
        { foodId: BANANA, grams: 118, portion: { label: MEDIUM, amount: 1 }, calories: 105 },
      ],
      totals: { calories: 260.6, protein: 8.1, carbs: 53.5, fats: 3.2 },
    });
    expect((await call(me, 'GET', '/api/nutrition/saved-meals')).json().items).toEqual([saved]);
    expect((await call(other, 'GET', '/api/nutrition/saved-meals')).json().items).toEqual([]);

    const logged = await call(me, 'POST', '/api/nutrition/days/2026-11-18/saved-meals', {
      savedMealId: saved._id,
      meal: 'breakfast',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().items.map((item: Item) => item.name)).toEqual(['Oats', 'Bananas, raw']);
    expect((await day(me, '2026-11-18')).totals.calories).toBe(260.6);

    const edited = await call(me, 'PUT', `/api/nutrition/saved-meals/${saved._id}`, {
      name: 'Small breakfast',
      items: [{ foodId: OATS, grams: 20 }],
    });
    expect(edited.json()).toMatchObject({ name: 'Small breakfast', totals: { calories: 77.8 } });
    // What was logged before keeps its numbers.
    expect((await day(me, '2026-11-18')).totals.calories).toBe(260.6);

    expect((await call(other, 'DELETE', `/api/nutrition/saved-meals/${saved._id}`)).statusCode).toBe(404);
    expect(
      (
        await call(other, 'POST', '/api/nutrition/days/2026-11-18/saved-meals', {
          savedMealId: saved._id,
          meal: 'lunch',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(me, 'DELETE', `/api/nutrition/saved-meals/${saved._id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', '/api/nutrition/saved-meals')).json().items).toEqual([]);
  });

  it.each([
    ['no name', { items: [{ foodId: OATS, grams: 1 }] }, 'name'],
    ['no foods', { name: 'x', items: [] }, 'items'],
    [
      'a portion the food lacks',
      { name: 'x', items: [{ foodId: OATS, portion: { label: 'slice', amount: 1 } }] },
      'items.0.portion.label',
    ],
    ['too many grams', { name: 'x', items: [{ foodId: OATS, grams: 6000 }] }, 'items.0.grams'],
  ])('refuses a saved meal with %s (400 naming the field)', async (_case, payload, field) => {
    const me = await registerUser(t.app);
    const response = await call(me, 'POST', '/api/nutrition/saved-meals', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect((await call(me, 'GET', '/api/nutrition/saved-meals')).json().items).toEqual([]);
  });

  it("copies yesterday's breakfast (logged and typed foods) to today's, numbers as they were", async () => {
    const me = await registerUser(t.app);
    await log(me, '2026-11-16', { foodId: EGG, meal: 'breakfast', portion: { label: 'large', amount: 2 } });
    await call(me, 'POST', '/api/nutrition', {
      date: '2026-11-16',
      meals: [
        {
          type: 'breakfast',
          items: [{ name: 'Toast', calories: 80, macros: { protein: 3, carbs: 15, fats: 1 } }],
        },
      ],
    });
    await log(me, '2026-11-16', { foodId: BANANA, meal: 'lunch', grams: 100 });

    const copied = await call(me, 'POST', '/api/nutrition/days/2026-11-17/copy', {
      fromDate: '2026-11-16',
      fromMeal: 'breakfast',
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const d = await day(me, '2026-11-17');
    // The typed food is listed first on the day it came from, and is copied in that order.
    expect(meal(d, 'breakfast').map((item) => [item.name, item.calories])).toEqual([
      ['Toast', 80],
      ['Egg, whole, raw, fresh', 143],
    ]);
    expect(meal(d, 'lunch')).toEqual([]);
    expect(d.totals).toEqual({ calories: 223, protein: 15.6, carbs: 15.7, fats: 10.5 });
    // A copied logged food can still be re-weighed.
    const egg = meal(d, 'breakfast').find((item) => item.foodId === EGG)!;
    const reweighed = await call(me, 'PUT', `/api/nutrition/days/2026-11-17/items/${egg._id}`, {
      portion: { label: 'large', amount: 1 },
    });
    expect(reweighed.json()).toMatchObject({ grams: 50, calories: 71.5 });
  });

  it("refuses a saved meal naming an unknown food, or another user's, as not found (404)", async () => {
    const me = await registerUser(t.app);
    const theirs = (await call(other, 'POST', '/api/foods', { name: 'Theirs', per100g: { kcal: 1 } })).json();
    for (const foodId of ['nope', theirs._id]) {
      const response = await call(me, 'POST', '/api/nutrition/saved-meals', {
        name: 'x',
        items: [
          { foodId: OATS, grams: 1 },
          { foodId, grams: 1 },
        ],
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(me, 'GET', '/api/nutrition/saved-meals')).json().items).toEqual([]);
  });

  it('averages the last 7 days that hold food, skipping empty days', async () => {
    const me = await registerUser(t.app);
    // Eight logged days with gaps between; the oldest (1,000 g) falls outside the last seven.
    const days = [
      '2026-10-01',
      '2026-10-03',
      '2026-10-04',
      '2026-10-06',
      '2026-10-09',
      '2026-10-10',
      '2026-10-12',
      '2026-10-15',
    ];
    for (const [index, date] of days.entries()) {
      await log(me, date, { foodId: OATS, meal: 'breakfast', grams: index === 0 ? 1000 : 100 });
    }
    const averages = (await call(me, 'GET', '/api/nutrition/averages?to=2026-10-15')).json();
    expect(averages).toEqual({ days: 7, calories: 389, protein: 16.9, carbs: 66.3, fats: 6.9 });
    expect((await call(me, 'GET', '/api/nutrition/averages?to=2026-09-30')).json()).toEqual({
      days: 0,
      calories: 0,
      protein: 0,
      carbs: 0,
      fats: 0,
    });
  });
});
