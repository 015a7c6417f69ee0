/*
 * Issue 19: the installable app that works offline and syncs exactly once. The network is switched off through
 * the browser context (`context.setOffline`), so the page, its service worker and its requests all lose it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, onSessionOf, PHONE } from './support/browser.js';
import { setupJourney, SHOTS } from './support/journey.js';

const journey = setupJourney();
const SYNC_WITHIN_MS = 30_000;

type Template = { _id: string; name: string };

async function newTemplate(user: CreatedUser, name: string): Promise<Template> {
  return apiCall<Template>(journey.server.baseUrl, 'POST', '/workouts/templates', {
    token: user.token,
    body: { name, muscleGroup: 'Full body', exercises: ['Burpee'], estimatedDurationMin: 20 },
  });
}

/** A context signed in as `user` through localStorage set once (a reopened page keeps what the app stored). */
async function signedInContext(user: CreatedUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.browser.newContext({ baseURL: journey.server.baseUrl, viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughStorage(page, user);
  return { context, page };
}

/** Opens /login on `page` (errors tracked) and stores `user`'s tokens once, as the app would after a sign-in. */
async function signInThroughStorage(page: Page, user: CreatedUser): Promise<void> {
  journey.trackErrors(page);
  await page.goto('/login');
  await page.evaluate(
    ({ token, refresh }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('refreshToken', refresh);
    },
    { token: user.token, refresh: user.refresh },
  );
}

/**
 * The service worker controls the page: the shell and every route chunk are precached. A worker takes the pages
 * open when it activates (clientsClaim), but a page whose navigation was under way then is not among them and
 * stays uncontrolled; any page loaded once a worker is active is controlled, so such a page is loaded again. Call
 * it before the page holds anything a reload would lose.
 */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const SAVED_WITHIN_MS = 30_000;

/**
 * Waits until the app has saved the signed-in user's answers on the device (IndexedDB), including `queryKey`'s.
 * Polled inside the page because `waitForFunction` does not await a promise (any promise counts as "true"). The
 * probe never creates the database: opened before the app first saves (its saves are throttled), a plain
 * `indexedDB.open` would create it without the app's object store, and the app could then save nothing.
 */
async function persisted(page: Page, queryKey: string): Promise<void> {
  const saved = await page.evaluate(
    async ({ wanted, withinMs }) => {
      const savedQueryHashes = () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('momentum-query-cache');
          // Not there yet: abort its creation and leave that (with the object store) to the app.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('clients')) {
              db.close();
              return resolve([]);
            }
            const all = db.transaction('clients').objectStore('clients').getAll();
            all.onsuccess = () => {
              db.close();
              const clients = all.result as Array<{ clientState: { queries: Array<{ queryHash: string }> } }>;
              resolve(
                clients.flatMap((client) => client.clientState.queries.map((query) => query.queryHash)),
              );
            };
            all.onerror = () => {
              db.close();
              resolve([]);
            };
          };
        });
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        if ((await savedQueryHashes()).some((hash) => hash.includes(wanted))) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
    { wanted: queryKey, withinMs: SAVED_WITHIN_MS },
  );
  expect(saved, `answers including ${queryKey} saved on the device`).toBe(true);
}

const pendingButton = (page: Page, text: RegExp) => page.getByRole('button', { name: text });

async function logsOf(user: CreatedUser) {
  return apiCall<Array<{ workoutType: string; notes: string }>>(
    journey.server.baseUrl,
    'GET',
    '/workouts/logs',
    {
      token: user.token,
    },
  );
}

async function mealsOf(user: CreatedUser) {
  return apiCall<Array<{ meals: Array<{ name: string; foods?: Array<{ name: string }> }> }>>(
    journey.server.baseUrl,
    'GET',
    '/nutrition',
    { token: user.token },
  );
}

type Day = {
  meals: Array<{ type: string; items: Array<{ name: string; calories: number }> }>;
  water: { ml: number };
};

const readDay = (user: CreatedUser, date: string) =>
  apiCall<Day>(journey.server.baseUrl, 'GET', `/nutrition/days/${date}`, { token: user.token });

async function logMeal(page: Page, food: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Meal & Food' });
  await dialog.getByLabel('Meal').selectOption('lunch');
  await dialog.getByLabel('Food name').fill(food);
  await dialog.getByLabel('Calories').fill('540');
  await dialog.getByRole('button', { name: 'Save Food' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** On /workouts, once the service worker controls the page, starts the one template's workout from its card. */
async function startFromItsCard(page: Page, template: string): Promise<void> {
  await page.goto('/workouts');
  await controlledByServiceWorker(page);
  await page.getByText('Templates: 1').waitFor();
  await page.getByRole('region', { name: template }).getByRole('link', { name: 'Start Workout' }).click();
}

async function finishSession(page: Page, note: string): Promise<void> {
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish Workout' });
  await dialog.getByLabel('Notes (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Save Log' }).click();
  await page.waitForURL(/\/workouts$/);
}

/** Signed in as `user` on /nutrition, offline, one meal logged and shown as pending. */
async function mealQueuedOffline(user: CreatedUser, food: string) {
  const opened = await signedInContext(user);
  await opened.page.goto('/nutrition');
  await controlledByServiceWorker(opened.page);
  await opened.page.getByRole('button', { name: 'Add Food' }).waitFor();
  await opened.context.setOffline(true);
  await logMeal(opened.page, food);
  await pendingButton(opened.page, /^1 pending/).waitFor();
  return opened;
}

/**
 * The access token stops being valid while offline (the same user's claims, a signature the server refuses), and
 * the refresh token too when `refresh` is given. Returns the spoiled access token.
 */
function spoilTokens(page: Page, refresh?: string): Promise<string> {
  return page.evaluate((newRefresh) => {
    const [header, payload] = (localStorage.getItem('accessToken') ?? '').split('.');
    const expired = `${header}.${payload}.expired-while-offline`;
    localStorage.setItem('accessToken', expired);
    if (newRefresh) localStorage.setItem('refreshToken', newRefresh);
    return expired;
  }, refresh);
}

async function signInWithForm(page: Page, user: CreatedUser): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('installable', () => {
  it('has a manifest and a service worker, and Chromium reports no installability error', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Install Ines' });
    // Chromium never offers to install from an incognito context (what browser.newContext() makes): use a profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
      baseURL: journey.server.baseUrl,
      viewport: DESKTOP,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signInThroughStorage(page, user);
      await page.goto('/');
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }

    // The service worker script is revalidated on every check, never cached for long.
    const sw = await fetch(`${journey.server.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('offline, then back online', () => {
  let walker: CreatedUser;
  beforeAll(async () => {
    walker = await createUser(journey.server.baseUrl, { name: 'Basement Bo' });
  });

  it('reloads routes and a running session offline, queues a finish and a meal, and stores each once', async () => {
    const template = await newTemplate(walker, 'Basement Circuit');
    const { context, page } = await signedInContext(walker);
    // Each screen is opened in a page of its own (a reload): what each one read is saved on the device.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back, Basement Bo!' }).waitFor();
    await persisted(page, 'dashboard');
    await page.goto('/progress');
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await persisted(page, 'progress');
    await page.goto('/nutrition');
    await page.getByRole('button', { name: 'Add Food' }).waitFor();
    await persisted(page, 'nutrition');
    await startFromItsCard(page, 'Basement Circuit');
    await page.waitForURL(/\/workouts\/session\/[\w-]+$/);
    const sessionUrl = page.url();
    await page.getByRole('heading', { name: 'Basement Circuit' }).waitFor();
    await persisted(page, 'templates');
    // Saved by this page too, which never read them: the earlier pages' answers stay beside its own.
    await persisted(page, 'nutrition');
    await persisted(page, 'progress');

    await context.setOffline(true);
    // Reloads answered by the service worker: the app, not the browser's error page, with the last data.
    const workouts = await page.goto('/workouts');
    expect(workouts?.fromServiceWorker()).toBe(true);
    await page.getByText('Templates: 1').waitFor();
    await page.getByText(/^Offline · last updated /).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-workouts-desktop.png` });
    // The other gym screens read offline too, from the answers kept on the device.
    for (const [route, heading] of [
      ['/', 'Welcome Back, Basement Bo!'],
      ['/progress', 'Progress'],
      ['/nutrition', 'Nutrition'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(/^Offline · last updated /).waitFor();
    }
    await page.goto(sessionUrl);
    await page.getByRole('heading', { name: 'Basement Circuit' }).waitFor();
    await page.getByRole('button', { name: 'Pause' }).waitFor();

    await finishSession(page, 'Done without a signal');
    await pendingButton(page, /^1 pending/).waitFor();
    await page.goto('/nutrition');
    await logMeal(page, 'Basement wrap');
    await pendingButton(page, /^2 pending/).waitFor();
    await pendingButton(page, /^2 pending/).click();
    const list = page.getByRole('dialog', { name: 'Waiting to sync' });
    await list.getByText('Finished workout').waitFor();
    await list.getByText('Logged food').waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-pending-desktop.png` });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/offline-pending-phone.png` });
    await page.setViewportSize(DESKTOP);

    // Closed and reopened, still offline: the queue is still on the device.
    await page.close();
    const reopened = await context.newPage();
    journey.trackErrors(reopened);
    await reopened.goto('/workouts');
    await pendingButton(reopened, /^2 pending/).waitFor();
    expect(await logsOf(walker)).toHaveLength(0);

    await context.setOffline(false);
    // Waited for on the server, not through the count: the count leaving the header is not proof of a sync (a
    // page that stopped rendering loses it too), and the failure then says which write is missing.
    const storedMeals = async () => (await mealsOf(walker)).flatMap((day) => day.meals);
    await expect.poll(async () => (await logsOf(walker)).length, { timeout: SYNC_WITHIN_MS }).toBe(1);
    await expect.poll(async () => (await storedMeals()).length, { timeout: SYNC_WITHIN_MS }).toBe(1);
    // Then the page, still the app, counts nothing, and each write was stored once.
    await pendingButton(reopened, /pending/).waitFor({ state: 'detached' });
    await reopened.getByText('Templates: 1').waitFor();
    const logs = await logsOf(walker);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ workoutType: template.name, notes: 'Done without a signal' });
    expect(await storedMeals()).toHaveLength(1);
    expect(JSON.stringify(await mealsOf(walker))).toContain('Basement wrap');
    await context.close();
  }, 180_000); // a long journey: a hang guard on a busy machine, not a speed target

  it('logs a food and a glass of water from the diary offline: shown at once and after a reload, stored once', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Diary Dev' });
    const { context, page } = await signedInContext(user);
    await page.goto('/nutrition');
    await controlledByServiceWorker(page);
    await page.getByTestId('water-amount').getByText('0', { exact: true }).waitFor();
    const today = await page.getByLabel('Date', { exact: true }).inputValue();
    // Searched once online: that answer is what the search finds offline (the device has no food database).
    await page.getByRole('button', { name: 'Add to Lunch' }).click();
    const search = page.getByRole('dialog', { name: 'Search Foods' });
    await search.getByLabel('Search foods').fill('banana');
    await search.getByRole('button', { name: /^Bananas, raw/ }).waitFor();
    await persisted(page, 'banana');
    await persisted(page, today);

    await context.setOffline(true);
    await search.getByRole('button', { name: /^Bananas, raw/ }).click();
    const preview = (await search.getByTestId('log-preview').textContent()) ?? '';
    const kcal = /^([\d,.]+ kcal)/.exec(preview)?.[1];
    expect(kcal).toBeDefined();
    await search.getByRole('button', { name: 'Log Food' }).click();
    await search.waitFor({ state: 'detached' });
    const lunch = page.getByTestId('meal-lunch');
    const row = lunch.getByTestId('diary-item').filter({ hasText: 'Bananas, raw' });
    await row.getByText('Waiting to sync').waitFor();
    await row.getByText(kcal!).waitFor();
    await page.getByRole('button', { name: 'Add glass' }).click();
    await page.getByTestId('water-amount').getByText('250', { exact: true }).waitFor();
    await pendingButton(page, /^2 pending/).waitFor();
    expect(await page.getByTestId('day-totals').textContent()).toContain(kcal);

    // Reopened offline: the day comes from the device, with what waits on it.
    await page.reload();
    await row.getByText('Waiting to sync').waitFor();
    await page.getByTestId('water-amount').getByText('250', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-diary-desktop.png` });
    await page.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/offline-diary-phone.png` });
    await page.setViewportSize(DESKTOP);
    expect((await readDay(user, today)).meals.flatMap((meal) => meal.items)).toHaveLength(0);

    await context.setOffline(false);
    await pendingButton(page, /pending/).waitFor({ state: 'detached', timeout: SYNC_WITHIN_MS });
    await row.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await row.getByText(kcal!).waitFor();
    expect(await row.count()).toBe(1);
    const stored = await readDay(user, today);
    const items = stored.meals.flatMap((meal) => meal.items.map((item) => ({ meal: meal.type, ...item })));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ meal: 'lunch', name: 'Bananas, raw' });
    expect(`${items[0]!.calories.toLocaleString('en-US')} kcal`).toBe(kcal);
    expect(stored.water.ml).toBe(250);
    await context.close();
  }, 120_000); // a hang guard on a busy machine, not a speed target

  it('refreshes an access token that expired offline once, then sends the queue', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Expired Eli' });
    const { context, page } = await mealQueuedOffline(user, 'Late snack');
    const stale = await spoilTokens(page);

    await context.setOffline(false);
    await pendingButton(page, /pending/).waitFor({ state: 'detached', timeout: SYNC_WITHIN_MS });
    const days = await mealsOf(user);
    expect(days.flatMap((day) => day.meals)).toHaveLength(1);
    const tokens = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(tokens[0]).not.toBe(stale);
    expect(tokens[1]).not.toBe(user.refresh);
    await context.close();
  });

  it('keeps the queue when the refresh is refused, for the same user only, and sends it after their sign-in', async () => {
    const owner = await createUser(journey.server.baseUrl, { name: 'Owner Olga' });
    const other = await createUser(journey.server.baseUrl, { name: 'Other Otto' });
    const { context, page } = await mealQueuedOffline(owner, 'Kept for Olga');
    // Both tokens stop being valid while offline: the refresh will be refused.
    await spoilTokens(page, 'revoked-while-offline');
    await context.setOffline(false);
    await page.waitForURL(/\/login$/, { timeout: SYNC_WITHIN_MS });

    // Another person signs in on this device: the queued meal is neither sent nor shown for them.
    await signInWithForm(page, other);
    // Looked for once the header is drawn for Otto, where the count would show.
    await page.getByTitle('Other Otto').waitFor();
    expect(await pendingButton(page, /pending/).count()).toBe(0);
    expect(await mealsOf(other)).toHaveLength(0);
    expect(await mealsOf(owner)).toHaveLength(0);

    // The owner signs in again: their meal is sent, once.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signInWithForm(page, owner);
    await expect
      .poll(async () => (await mealsOf(owner)).flatMap((day) => day.meals).length, {
        timeout: SYNC_WITHIN_MS,
      })
      .toBe(1);
    expect(await mealsOf(other)).toHaveLength(0);
    await context.close();
  });

  it('shows a write the server refuses on sync with its reason, and discards it on request', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Refused Rae' });
    const template = await newTemplate(user, 'Vanishing Set');
    const { context, page } = await signedInContext(user);
    await startFromItsCard(page, 'Vanishing Set');
    await onSessionOf(page, 'Vanishing Set');

    await context.setOffline(true);
    await finishSession(page, 'For a template removed elsewhere');
    await pendingButton(page, /^1 pending/).waitFor();
    // Meanwhile the template is removed from another device.
    await apiCall(journey.server.baseUrl, 'DELETE', `/workouts/templates/${template._id}`, {
      token: user.token,
    });

    await context.setOffline(false);
    await pendingButton(page, /^1 not saved/).waitFor({ timeout: SYNC_WITHIN_MS });
    await pendingButton(page, /^1 not saved/).click();
    const list = page.getByRole('dialog', { name: 'Waiting to sync' });
    const reason = await list.getByRole('alert').textContent();
    expect(reason).toMatch(/^Not saved: .*not found/i);
    await list.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard this change?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await pendingButton(page, /not saved/).waitFor({ state: 'detached' });
    expect(await logsOf(user)).toHaveLength(0);
    await context.close();
  });

  it('left no page error behind', () => {
    // Offline, the browser logs each refused request as a console error: only those are expected.
    const unexpected = journey
      .pageErrors()
      .filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/.test(error));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  });
});
