import { CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from '@momentum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../test/test-app.js';

/**
 * Every paged plain-array list (docs/decisions/0006) reaches all of a user's items: following X-Next-Cursor
 * from the plain call to the last page lists each item exactly once, newest first, even while items are added.
 */

let t: TestApp;
let me: Session;
let other: Session;

const ENTRIES = 250;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
  me = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

type Item = { _id: string };

type PagedList = {
  url: string;
  /** The plain call's page size, as the spec's call answers it. */
  defaultLimit: number;
  /** Creates the caller's `n`-th item (0 = the oldest); several share a sort key, so ties are paged too. */
  create(session: Session, n: number): Promise<string>;
  /** The sort key of an item as answered, which must never increase from one item to the next. */
  sortKey(item: Item): string;
};

const isoDay = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);

/** POSTs `payload` to `url` as `session`; answers the id of what it created. */
async function createdId(session: Session, url: string, payload: object): Promise<string> {
  const response = await as(t.app, session, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Item>()._id;
}

let templateId = '';
// Logs finish in the past, three to a minute, so that some share their timestamp.
const finishedAt = (n: number) =>
  new Date(Date.now() - 60 * DAY_MS + Math.floor(n / 3) * 60_000).toISOString();

const LISTS: PagedList[] = [
  {
    url: '/api/nutrition',
    defaultLimit: 100,
    // Three entries a day: most days hold several entries, ordered by when they were logged.
    create: async (session, n) =>
      createdId(session, '/api/nutrition', {
        date: isoDay(Math.floor(n / 3)),
        meals: [{ name: `Meal ${n}`, calories: n }],
      }),
    sortKey: (item) => (item as Item & { date: string }).date,
  },
  {
    url: '/api/progress',
    defaultLimit: 100,
    create: async (session, n) =>
      createdId(session, '/api/progress', {
        date: isoDay(Math.floor(n / 2)),
        measurements: { weight: 60 + (n % 40) },
      }),
    sortKey: (item) => (item as Item & { date: string }).date,
  },
  {
    url: '/api/workouts/logs',
    defaultLimit: 8,
    create: async (session, n) => {
      const at = finishedAt(n);
      return createdId(session, '/api/workouts/finish', {
        templateId: session === me ? templateId : await templateOf(session),
        startedAt: new Date(Date.parse(at) - 30 * 60_000).toISOString(),
        finishedAt: at,
        caloriesBurned: n,
      });
    },
    sortKey: (item) => (item as Item & { timestamp: string }).timestamp,
  },
];

async function templateOf(session: Session): Promise<string> {
  return createdId(session, '/api/workouts/templates', { name: 'Full body' });
}

beforeAll(async () => {
  templateId = await templateOf(me);
});

const get = (url: string) => as(t.app, me, { method: 'GET', url });

/** Follows X-Next-Cursor from `firstUrl` to the last page; answers every page's items in order. */
async function pageThrough(
  firstUrl: string,
  between?: (pageNumber: number) => Promise<void>,
): Promise<{ pages: Item[][] }> {
  const pages: Item[][] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json<Item[]>());
    const cursor = response.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    const separator = firstUrl.includes('?') ? '&' : '?';
    url = typeof cursor === 'string' ? `${firstUrl}${separator}cursor=${cursor}` : undefined;
    if (url && between) await between(pages.length);
    if (pages.length > 1000) throw new Error('paging never ends');
  }
  return { pages };
}

describe.each(LISTS.map((list) => [list.url, list] as const))('GET %s', (_url, list) => {
  const mine: string[] = [];

  beforeAll(async () => {
    for (let n = 0; n < ENTRIES; n += 1) mine.push(await list.create(me, n));
    // Somebody else's items never show up on my pages.
    for (let n = 0; n < 5; n += 1) await list.create(other, n);
  });

  it(`reaches all ${ENTRIES} items page by page, each once, newest first`, async () => {
    const { pages } = await pageThrough(`${list.url}?limit=7`);
    const items = pages.flat();
    expect(pages).toHaveLength(Math.ceil(ENTRIES / 7));
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(7);
    expect(items.map((item) => item._id).sort()).toEqual([...mine].sort());
    expect(new Set(items.map((item) => item._id)).size).toBe(ENTRIES);
    const keys = items.map(list.sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('answers the plain call as the spec shows it: an array, the newest page, with a cursor to the rest', async () => {
    const response = await get(list.url);
    expect(response.statusCode).toBe(200);
    const firstPage = response.json<Item[]>();
    expect(Array.isArray(firstPage)).toBe(true);
    expect(firstPage).toHaveLength(list.defaultLimit);
    expect(response.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toEqual(expect.any(String));
    // The plain call is the first page of paging with its default size.
    const { pages } = await pageThrough(list.url);
    expect(pages[0]).toEqual(firstPage);
    expect(pages.flat()).toHaveLength(ENTRIES);
  });

  it('sends no cursor on the last page, even when it is full (no empty page at the end)', async () => {
    const { pages } = await pageThrough(`${list.url}?limit=50`);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 50]);
  });

  it('neither repeats nor skips an item when new ones are added between pages', async () => {
    const before = new Set((await pageThrough(`${list.url}?limit=40`)).pages.flat().map((item) => item._id));
    const added: string[] = [];
    const { pages } = await pageThrough(`${list.url}?limit=40`, async () => {
      added.push(await list.create(me, ENTRIES + added.length));
    });
    const seen = pages.flat().map((item) => item._id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    mine.push(...added);
  });

  it('answers 400 naming the cursor for one it did not make', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["a"]').toString('base64url'), '%20']) {
      const response = await get(`${list.url}?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { cursor: CURSOR_MESSAGE },
      });
      expect(response.json().message).toMatch(/^cursor: /);
    }
  });
});
