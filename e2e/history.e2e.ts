import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { PHONE } from './support/browser.js';
import { settledShot, setupJourney } from './support/journey.js';

/**
 * Issue 12: a user who logged every day for four months reaches the oldest day on the Nutrition and Progress
 * screens, one page at a time ('Load older entries'), never the whole history at once.
 */

const journey = setupJourney();
let user: CreatedUser;

const DAYS = 120;
/** The server's page size for a plain call. */
const PAGE = 100;
const FIRST_DAY = Date.UTC(2026, 4, 1);

const dayOf = (n: number) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);
/** The way the screens print a day: 'Fri, May 1, 2026'. */
const dayLabel = (n: number) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(FIRST_DAY + n * 86_400_000);
/** Both accepted forms of a day: the day itself, or a date-time on the caller's clock. */
const sentDate = (n: number) => (n % 2 === 0 ? dayOf(n) : `${dayOf(n)}T12:30:00`);
const weightOf = (n: number) => Math.round((90 - n * 0.1) * 10) / 10;

const open = (path: string, viewport?: { width: number; height: number }): Promise<Page> =>
  journey.visit(path, { session: user, ...(viewport ? { viewport } : {}) });

beforeAll(async () => {
  user = await createUser(journey.server.baseUrl, { name: 'Hana History' });
  const { baseUrl } = journey.server;
  for (let n = 0; n < DAYS; n += 1) {
    await apiCall(baseUrl, 'POST', '/nutrition', {
      token: user.token,
      body: { date: sentDate(n), meals: [{ name: `Meal of day ${n}`, calories: 400 + n }] },
    });
    await apiCall(baseUrl, 'POST', '/progress', {
      token: user.token,
      body: { date: sentDate(n), measurements: { weight: weightOf(n) } },
    });
  }
});

describe('a long history', () => {
  it('finds the oldest food entry with Load older entries', async () => {
    const page = await open('/nutrition');
    const rows = page.getByTestId('nutrition-entry');
    await rows.filter({ hasText: `Meal of day ${DAYS - 1}` }).waitFor();
    // The newest page only: the oldest day is not there yet.
    expect(await rows.count()).toBe(PAGE);
    expect(await rows.filter({ hasText: 'Meal of day 0' }).count()).toBe(0);

    const loadOlder = page.getByRole('button', { name: 'Load older entries' });
    await loadOlder.click();
    const oldest = rows.filter({ hasText: 'Meal of day 0' });
    await oldest.waitFor();
    await oldest.scrollIntoViewIfNeeded();
    expect(await rows.count()).toBe(DAYS);
    expect(await page.getByRole('heading', { level: 3, name: dayLabel(0) }).isVisible()).toBe(true);
    // Nothing older exists, so nothing more is offered.
    await loadOlder.waitFor({ state: 'detached' });
    await settledShot(page, 'history-nutrition-oldest-desktop', { fullPage: false });
    await page.context().close();
  });

  it('finds the oldest progress entry with Load older entries, on a phone', async () => {
    const page = await open('/progress', PHONE);
    const cards = page.getByTestId('progress-entry');
    await cards.filter({ hasText: dayLabel(DAYS - 1) }).waitFor();
    expect(await cards.count()).toBe(PAGE);
    expect(await cards.filter({ hasText: dayLabel(0) }).count()).toBe(0);

    await page.getByRole('button', { name: 'Load older entries' }).click();
    const oldest = cards.filter({ hasText: dayLabel(0) });
    await oldest.waitFor();
    await oldest.scrollIntoViewIfNeeded();
    expect(await oldest.textContent()).toContain(`${weightOf(0)} kg`);
    expect(await cards.count()).toBe(DAYS);
    await settledShot(page, 'history-progress-oldest-phone', { fullPage: false });
    await page.context().close();
  });

  it('stored every day as it was sent, in either form', async () => {
    const dates = new Set<string>();
    let cursorPath: string | undefined = '/nutrition?limit=50';
    while (cursorPath) {
      const response: Response = await fetch(`${journey.server.baseUrl}/api${cursorPath}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      for (const entry of (await response.json()) as Array<{ date: string }>) dates.add(entry.date);
      const cursor: string | null = response.headers.get('x-next-cursor');
      cursorPath = cursor ? `/nutrition?limit=50&cursor=${cursor}` : undefined;
    }
    expect([...dates].sort()).toEqual(Array.from({ length: DAYS }, (_, n) => dayOf(n)));
  });

  it('left no errors in any page', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
