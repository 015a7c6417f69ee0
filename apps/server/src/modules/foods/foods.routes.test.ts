import { describe, expect, it } from 'vitest';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp, useUser } from '../../test/test-file.js';

const t = useTestApp();
const me = useUser(t);
const other = useUser(t);

type FoodBody = {
  _id: string;
  name: string;
  source: string;
  per100g: Record<string, number | null>;
  portions: { label: string; grams: number }[];
  barcode: string | null;
};
type FoodPage = { items: FoodBody[]; nextCursor: string | null };

const search = async (session: Session, query: Record<string, string>): Promise<FoodPage> => {
  const response = await as(t.app, session, {
    method: 'GET',
    url: `/api/foods?${new URLSearchParams(query).toString()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (page: FoodPage) => page.items.map((item) => item.name);
const create = (session: Session, payload: object) =>
  as(t.app, session, { method: 'POST', url: '/api/foods', payload });

describe('GET /api/foods: the USDA SR28 database', () => {
  it('holds all 8,789 foods, pages through them, and keeps a nutrient SR28 lacks as null', async () => {
    const stored = await t.database.db
      .selectFrom('foods')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(8789);
    const first = await search(me, { limit: '50' });
    expect(first.items).toHaveLength(50);
    const second = await search(me, { limit: '50', cursor: first.nextCursor! });
    expect(second.items).toHaveLength(50);
    const ids = new Set([...first.items, ...second.items].map((item) => item._id));
    expect(ids.size).toBe(100);

    const [oats] = (await search(me, { q: 'Oats', limit: '1' })).items;
    expect(oats).toEqual({
      _id: 'usda-20038',
      name: 'Oats',
      source: 'usda',
      per100g: {
        kcal: 389,
        protein: 16.89,
        carbs: 66.27,
        fat: 6.9,
        fiber: 10.6,
        sugars: null,
        sodiumMg: 2,
        saturatedFat: 1.22,
      },
      portions: [{ label: 'cup', grams: 156 }],
      barcode: null,
    });
  });

  // The cases.
  it('"banana" finds "Bananas, raw" among the first three', async () => {
    expect(names(await search(me, { q: 'banana', limit: '3' }))).toContain('Bananas, raw');
  });

  it('"chiken brest" finds a chicken breast first', async () => {
    const [first] = names(await search(me, { q: 'chiken brest', limit: '3' }));
    expect(first).toMatch(/^Chicken\b/);
    expect(first).toMatch(/\bbreast\b/i);
  });

  it('"greek yogurt" finds a Greek yogurt first', async () => {
    const [first] = names(await search(me, { q: 'greek yogurt', limit: '3' }));
    expect(first).toMatch(/^Yogurt, Greek\b/);
  });

  // Ten more: plurals, typos, word order, the head word, generic before branded and baby food.
  it.each([
    ['apple', 'Apples, raw, with skin', 3],
    ['egg', 'Egg, whole, raw, fresh', 3],
    ['brocoli', 'Broccoli, raw', 1],
    ['cheddar', 'Cheese, cheddar', 1],
    ['oats', 'Oats', 1],
    ['milk whole', 'Milk, whole, 3.25% milkfat, with added vitamin D', 5],
    ['peanut butter', 'Peanut butter, smooth style, with salt', 5],
    ['orange juice', 'Orange juice, raw', 1],
    ['avocado', 'Avocados, raw, all commercial varieties', 3],
    ['swet potato', 'Sweet potato, raw, unprepared', 3],
  ])('"%s" finds %s among the first %i', async (q, expected, within) => {
    expect(names(await search(me, { q, limit: String(within) }))).toContain(expected);
  });

  it('ranks the plain food before baby food and branded products with the same words', async () => {
    const found = names(await search(me, { q: 'banana', limit: '50' }));
    const baby = found.findIndex((name) => name.startsWith('Babyfood'));
    expect(found.indexOf('Bananas, raw')).toBeLessThan(baby === -1 ? Infinity : baby);
  });

  it('finds nothing for words no food resembles', async () => {
    expect(await search(me, { q: 'xylophone qqqq' })).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    [`q=${'a'.repeat(101)}`, 'q'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['cursor=%%%', 'cursor'],
    ['barcode=123', 'barcode'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await as(t.app, me, { method: 'GET', url: `/api/foods?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe('custom foods', () => {
  const body = {
    name: 'Grandma granola',
    per100g: { kcal: 450, protein: 10, carbs: 60, fat: 18 },
    portions: [{ label: 'bowl', grams: 70 }],
    barcode: '4006381333931',
  };

  it('creates a food per 100 g with unknown nutrients null, private to its owner', async () => {
    const response = await create(me, body);
    expect(response.statusCode).toBe(201);
    const food = response.json();
    expect(food).toEqual({
      _id: expect.any(String),
      name: 'Grandma granola',
      source: 'custom',
      per100g: {
        kcal: 450,
        protein: 10,
        carbs: 60,
        fat: 18,
        fiber: null,
        sugars: null,
        sodiumMg: null,
        saturatedFat: null,
      },
      portions: [{ label: 'bowl', grams: 70 }],
      barcode: '4006381333931',
    });
    expect(names(await search(me, { q: 'granola grandma', limit: '1' }))).toEqual(['Grandma granola']);
    expect(names(await search(other, { q: 'grandma granola', limit: '50' }))).not.toContain(
      'Grandma granola',
    );
  });

  it('turns per-serving numbers into per 100 g and adds the serving as a portion', async () => {
    const response = await create(me, {
      name: 'Protein bar',
      perServing: { kcal: 200, protein: 20, carbs: 22, fat: 7, sugars: null },
      servingGrams: 50,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().per100g).toMatchObject({
      kcal: 400,
      protein: 40,
      carbs: 44,
      fat: 14,
      sugars: null,
    });
    expect(response.json().portions).toEqual([{ label: '1 serving', grams: 50 }]);
  });

  it("ranks the person's own foods before the database's", async () => {
    await create(me, { name: 'Banana bread, homemade', per100g: { kcal: 320 } });
    const [first] = names(await search(me, { q: 'banana', limit: '3' }));
    expect(first).toBe('Banana bread, homemade');
  });

  it('finds the own food with a barcode, and nobody else finds it', async () => {
    const own = await create(me, { ...body, name: 'Scanned oat drink', barcode: '73101234' });
    expect((await search(me, { barcode: '73101234' })).items.map((item) => item._id)).toEqual([
      own.json()._id,
    ]);
    expect((await search(other, { barcode: '73101234' })).items).toEqual([]);
  });

  it("updates and deletes only the owner's food; another user's is a 404 like an unknown id", async () => {
    const id = (await create(me, { ...body, name: 'Mine to change' })).json()._id;
    const put = (session: Session, foodId: string) =>
      as(t.app, session, {
        method: 'PUT',
        url: `/api/foods/${foodId}`,
        payload: { ...body, name: 'Changed', per100g: { kcal: 100 } },
      });
    const del = (session: Session, foodId: string) =>
      as(t.app, session, { method: 'DELETE', url: `/api/foods/${foodId}` });

    const theirs = await put(other, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await put(other, crypto.randomUUID())).json());
    expect((await del(other, id)).statusCode).toBe(404);
    // A built-in food belongs to nobody: it cannot be changed.
    expect((await put(me, 'usda-09040')).statusCode).toBe(404);
    expect((await del(me, 'usda-09040')).statusCode).toBe(404);

    const changed = await put(me, id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Changed', per100g: { kcal: 100, protein: null } });

    expect((await del(me, id)).statusCode).toBe(204);
    expect(names(await search(me, { q: 'changed', limit: '50' }))).not.toContain('Changed');
    expect((await del(me, id)).statusCode).toBe(404);
  });

  it('a search right after a write sees it: own and recent foods are kept only for the data version they were read at', async () => {
    const cook = await registerUser(t.app);
    const first = async (query: Record<string, string>) =>
      names(await search(cook, { ...query, limit: '3' }));
    expect(await search(cook, { recent: 'true', limit: '5' })).toEqual({ items: [], nextCursor: null });
    expect(await first({ q: 'quinoa porridge' })).not.toContain('Quinoa porridge');

    const made = await create(cook, { ...body, name: 'Quinoa porridge', barcode: undefined });
    expect(made.statusCode).toBe(201);
    expect((await first({ q: 'quinoa porridge' }))[0]).toBe('Quinoa porridge');
    expect(await first({ recent: 'true' })).toEqual(['Quinoa porridge']);

    // Logging a database food makes it recent: it comes first, before typing and among the matches.
    const logged = await as(t.app, cook, {
      method: 'POST',
      url: '/api/nutrition/days/2026-11-20/items',
      payload: { foodId: 'usda-09040', meal: 'snack', grams: 118 },
    });
    expect(logged.statusCode).toBe(201);
    expect(await first({ recent: 'true' })).toEqual(['Bananas, raw', 'Quinoa porridge']);

    // Deleted: gone from the next search.
    expect(
      (await as(t.app, cook, { method: 'DELETE', url: `/api/foods/${made.json()._id}` })).statusCode,
    ).toBe(204);
    expect(await first({ recent: 'true' })).toEqual(['Bananas, raw']);
    expect(await first({ q: 'quinoa porridge' })).not.toContain('Quinoa porridge');
  });

  it.each([
    ['no name', { per100g: { kcal: 1 } }, 'name'],
    ['no nutrients', { name: 'x' }, 'per100g'],
    [
      'both shapes',
      { name: 'x', per100g: { kcal: 1 }, perServing: { kcal: 1 }, servingGrams: 10 },
      'per100g',
    ],
    ['a serving without its weight', { name: 'x', perServing: { kcal: 1 } }, 'servingGrams'],
    ['negative protein', { name: 'x', per100g: { kcal: 1, protein: -1 } }, 'per100g.protein'],
    ['more fat than 100 g hold', { name: 'x', per100g: { kcal: 1, fat: 101 } }, 'per100g.fat'],
    [
      'a serving denser than possible',
      { name: 'x', perServing: { kcal: 900 }, servingGrams: 10 },
      'perServing.kcal',
    ],
    ['text calories', { name: 'x', per100g: { kcal: '100' } }, 'per100g.kcal'],
    ['a short barcode', { name: 'x', per100g: { kcal: 1 }, barcode: '1234567' }, 'barcode'],
    ['a barcode with letters', { name: 'x', per100g: { kcal: 1 }, barcode: '12345678a' }, 'barcode'],
    [
      'a portion of 0 g',
      { name: 'x', per100g: { kcal: 1 }, portions: [{ label: 'cup', grams: 0 }] },
      'portions.0.grams',
    ],
    ['an unknown key', { name: 'x', per100g: { kcal: 1 }, colour: 'red' }, ''],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field) => {
    const before = (await search(me, { q: 'x', limit: '50' })).items.length;
    const response = await create(me, payload);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().fields).toHaveProperty([field]);
    expect((await search(me, { q: 'x', limit: '50' })).items.length).toBe(before);
  });
});

describe('the OpenAPI document', () => {
  it('lists the food and diary calls with their schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/foods', 'get'],
      ['/api/foods', 'post'],
      ['/api/foods/{id}', 'put'],
      ['/api/foods/{id}', 'delete'],
      ['/api/nutrition/days/{date}', 'get'],
      ['/api/nutrition/days/{date}/items', 'post'],
      ['/api/nutrition/days/{date}/items/{id}', 'put'],
      ['/api/nutrition/days/{date}/items/{id}', 'delete'],
      ['/api/nutrition/days/{date}/water', 'put'],
      ['/api/nutrition/targets', 'get'],
      ['/api/nutrition/targets', 'put'],
      ['/api/nutrition/saved-meals', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(
      doc.paths['/api/nutrition/days/{date}'].get.responses['200'].content['application/json'].schema,
    ).toBeDefined();
    expect(doc.paths['/api/foods'].post.requestBody).toBeDefined();
  });
});
