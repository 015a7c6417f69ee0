import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, fillFields, PHONE } from './support/browser.js';
import { setupJourney, SHOTS } from './support/journey.js';

const journey = setupJourney();
let athlete: CreatedUser;

const openAt = (user: CreatedUser, path: string, viewport = DESKTOP): Promise<Page> =>
  journey.visit(path, { session: user, viewport });

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const stat = (page: Page, id: string): Locator => page.getByTestId(`stat-${id}-value`);

/** Waits until the locator's text is exactly `text`. */
async function hasText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/dashboard-${name}.png`, fullPage: true });
}

/** Every card has finished loading (no spinner status left). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('main [role="status"]').length === 0);
}

/** A layout shift as Chromium reports it, with what moved: enough to name the element when a check fails. */
type LayoutShift = { value: number; atMs: number; moved: string[] };

/** Records every layout shift of the pages `page` loads from now on, as Chromium reports them to the page. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; sources?: Source[] };
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()} class="${node.className}"> ${JSON.stringify(text)}`;
    };
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        shifts.push({
          value: entry.value,
          atMs: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Expects the current page's load so far to have shifted its layout by less than `limit` in all. */
async function expectLayoutShiftBelow(page: Page, limit: number): Promise<void> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // On a failure the message names what moved, when and by how much.
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(limit);
}

beforeAll(async () => {
  athlete = await createUser(journey.server.baseUrl, { name: 'Dana Dashboard' });
});

describe('dashboard journey', () => {
  let page: Page;

  it('greets a new user and shows the empty states', async () => {
    page = await openAt(athlete, '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back, Dana Dashboard!' }).waitFor();
    await page.getByText('Intermediate', { exact: true }).waitFor();
    await page.getByText('Day 0', { exact: true }).waitFor();
    await page.getByText('Current Streak', { exact: true }).waitFor();
    await page.getByText('No recent activity yet.').waitFor();
    await hasText(stat(page, 'calories-burned'), '0');
    await hasText(stat(page, 'workouts-this-week'), '0');
    // No weigh-in yet: the start weight from onboarding.
    await hasText(stat(page, 'current-weight'), '72 kg');
    await hasText(stat(page, 'streak'), '0 days');
    await hasText(page.getByTestId('streak-best'), 'Best: 0');
    await hasText(page.getByTestId('goal-workouts-figures'), '0 / 7');
    await hasText(page.getByTestId('goal-calories-intake-figures'), '0 / 14,000');
    await hasText(page.getByTestId('goal-calories-figures'), '0 / 20,000');
    await hasText(page.getByTestId('goal-protein-figures'), '0 / 600');
    const schedule = region(page, "This Week's Schedule");
    await schedule.getByText('No exercises set').nth(5).waitFor();
    expect(await schedule.getByText('No exercises set').count()).toBe(6);
    expect(await schedule.getByText('Done', { exact: true }).count()).toBe(0);
    await settled(page);
    await shoot(page, 'empty-desktop');

    const phone = await openAt(athlete, '/', PHONE);
    await phone.getByText('No recent activity yet.').waitFor();
    await hasText(phone.getByTestId('goal-protein-figures'), '0 / 600');
    await settled(phone);
    expect(await hasNoHorizontalScroll(phone)).toBe(true);
    await shoot(phone, 'empty-phone');
    await phone.context().close();
  });

  it('shows a finished workout and a Quick Meal in the cards, goals, streak and recent activity', async () => {
    const template = await journey.api<{ _id: string }>('POST', '/workouts/templates', athlete.token, {
      name: 'Leg Day',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Lunge'],
      estimatedDurationMin: 45,
    });
    const finishedAt = new Date();
    await journey.api('POST', '/workouts/finish', athlete.token, {
      templateId: template._id,
      startedAt: new Date(finishedAt.getTime() - 40 * 60_000).toISOString(),
      finishedAt: finishedAt.toISOString(),
      caloriesBurned: 360,
      notes: 'Felt strong',
    });
    await page.reload();
    await hasText(stat(page, 'workouts-this-week'), '1');
    await hasText(stat(page, 'calories-burned'), '360');
    await page.getByText('Day 1', { exact: true }).waitFor();

    // Every dashboard request the meal causes, and any the page gave up on (a fetch cancelled for another).
    const dashboardRequests: string[] = [];
    const isDashboard = (url: string) => new URL(url).pathname === '/api/dashboard';
    page.on('request', (request) => {
      if (isDashboard(request.url())) dashboardRequests.push('asked');
    });
    page.on('requestfailed', (request) => {
      if (isDashboard(request.url())) dashboardRequests.push(`dropped: ${request.failure()?.errorText}`);
    });
    await page.getByRole('button', { name: 'Log Meal' }).click();
    await page.getByText('Quick Meal logged').waitFor();
    const recent = region(page, 'Recent Activity');
    await recent.getByText('Quick Meal', { exact: true }).waitFor();
    // Both refreshes after a write (the queue's and the button's) start before either answer can show, so by now
    // a second request would have been made: the meal costs the server one dashboard, not one per refresh.
    expect(dashboardRequests).toEqual(['asked']);
    await recent.getByText('Leg Day', { exact: true }).waitFor();
    await recent.getByText('400 kcal', { exact: true }).waitFor();
    await recent.getByText('360 kcal burned', { exact: true }).waitFor();
    await hasText(page.getByTestId('goal-workouts-figures'), '1 / 7');
    await hasText(page.getByTestId('goal-calories-figures'), '360 / 20,000');
    await hasText(page.getByTestId('goal-calories-intake-figures'), '400 / 14,000');
    await hasText(page.getByTestId('goal-protein-figures'), '25 / 600');
    await hasText(stat(page, 'streak'), '1 day');
    await hasText(page.getByTestId('streak-best'), 'Best: 1');
    expect(
      await page.getByRole('progressbar', { name: 'Calories Intake' }).getAttribute('aria-valuenow'),
    ).toBe('3');

    // The workout was logged today: today's weekday is done, unless it is Sunday (not on the plan).
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(new Date());
    const doneDays = region(page, "This Week's Schedule").getByText('Done', { exact: true });
    if (weekday === 'Sunday') expect(await doneDays.count()).toBe(0);
    else await page.getByTestId(`schedule-${weekday}`).getByText('Done', { exact: true }).waitFor();

    const nutrition = await journey.api<Array<{ date: string; totalCalories: number }>>(
      'GET',
      '/nutrition',
      athlete.token,
    );
    expect(nutrition).toHaveLength(1);
    expect(nutrition[0]?.totalCalories).toBe(400);
  });

  it('keeps an edited goal and schedule across a reload', async () => {
    await page.getByRole('button', { name: 'Edit Workouts goal' }).click();
    const goalDialog = page.getByRole('dialog', { name: 'Edit Workouts Goal' });
    const target = goalDialog.getByLabel('Workouts target');
    await target.fill('15');
    expect(await goalDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await target.fill('4.6');
    await goalDialog.getByRole('button', { name: 'Save' }).click();
    await goalDialog.waitFor({ state: 'detached' });
    await hasText(page.getByTestId('goal-workouts-figures'), '1 / 5');

    await page.getByRole('button', { name: 'Edit Schedule' }).click();
    const scheduleDialog = page.getByRole('dialog', { name: "This Week's Detailed Training Schedule" });
    await fillFields(scheduleDialog, {
      'Monday Muscle Group': '  Legs ',
      'Monday Exercises': 'Squat, , Lunge ,Deadlift',
      'Thursday Muscle Group': 'Push',
      'Thursday Exercises': 'Bench Press',
    });
    await shoot(page, 'schedule-dialog-desktop');
    await scheduleDialog.getByRole('button', { name: 'Save' }).click();
    await scheduleDialog.waitFor({ state: 'detached' });

    await page.reload();
    await hasText(page.getByTestId('goal-workouts-figures'), '1 / 5');
    const monday = page.getByTestId('schedule-Monday');
    await monday.getByText('Squat, Lunge, Deadlift', { exact: true }).waitFor();
    await monday.getByText('Legs', { exact: true }).waitFor();
    await page.getByTestId('schedule-Thursday').getByText('Bench Press', { exact: true }).waitFor();
    expect(await region(page, "This Week's Schedule").getByText('No exercises set').count()).toBe(4);
    await settled(page);
    await shoot(page, 'full-desktop');

    const phone = await openAt(athlete, '/', PHONE);
    await phone.getByTestId('schedule-Monday').getByText('Squat, Lunge, Deadlift').waitFor();
    await hasText(phone.getByTestId('goal-workouts-figures'), '1 / 5');
    await phone.getByText('Quick Meal', { exact: true }).waitFor();
    await settled(phone);
    expect(await hasNoHorizontalScroll(phone)).toBe(true);
    await shoot(phone, 'full-phone');
    await phone.context().close();
  });

  it("paints the dashboard's frame from the HTML on a signed-in visit of /, with the greeting before the app runs", async () => {
    const headingBox = (page: Page, within: string) =>
      page
        .locator(`${within} h1`)
        .filter({ hasText: /^Welcome Back, Dana Dashboard!$/ })
        .boundingBox();

    const withoutTheApp = async (page: Page) => {
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      return page;
    };

    // A slow load paints what the parser has read so far. The HTML cut short inside the frame stands for that
    // moment: nothing of a half-read frame shows, since what arrives after it would move what was painted.
    const halfRead = await withoutTheApp(await journey.newPage({ session: athlete, viewport: PHONE }));
    await halfRead.route('/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.slice(0, html.indexOf('View Progress')) });
    });
    await halfRead.goto('/');
    const halfFrame = halfRead.locator('[data-first-paint-of="dashboard"]');
    await halfFrame.locator('h1').waitFor({ state: 'attached' });
    expect(await halfFrame.isVisible()).toBe(false);
    await halfRead.context().close();

    // The app's entry never arrives: what shows is the HTML's frame and what the early script writes into it.
    const bare = await withoutTheApp(await journey.newPage({ session: athlete, viewport: PHONE }));
    await bare.goto('/');
    const frame = bare.locator('[data-first-paint-of="dashboard"]');
    await frame
      .locator('h1')
      .filter({ hasText: /^Welcome Back, Dana Dashboard!$/ })
      .waitFor();
    expect(await bare.locator('[data-first-paint-of="guest"]').isVisible()).toBe(false);
    // A picture, not a page: hidden from assistive technology, and nothing in it takes the keyboard's focus.
    expect(await frame.getAttribute('aria-hidden')).toBe('true');
    const reachable = await frame.evaluate(
      (element) =>
        element.querySelectorAll('a:not([tabindex="-1"]), button:not([disabled]), input:not([disabled])')
          .length,
    );
    expect(reachable).toBe(0);
    const painted = await headingBox(bare, '[data-first-paint-of="dashboard"]');
    await shoot(bare, 'frame-phone');
    await bare.context().close();

    // With the app: it draws the same heading in the same place, and nothing on the page moves (on a phone the
    // greeting takes two lines).
    const phone = await journey.newPage({ session: athlete, viewport: PHONE });
    await watchLayoutShifts(phone);
    await phone.goto('/');
    await phone.getByRole('heading', { level: 1, name: 'Welcome Back, Dana Dashboard!' }).waitFor();
    await settled(phone);
    expect(await phone.locator('[data-first-paint-of]').count()).toBe(0);
    expect(await headingBox(phone, 'main')).toEqual(painted);
    await expectLayoutShiftBelow(phone, 0.001);
    await phone.context().close();
  });

  it('loads the signed-in dashboard with one data request and revalidates it with If-None-Match', async () => {
    const fresh = await journey.newPage({ session: athlete });
    journey.trackErrors(fresh);
    // The achievements earned so far (first workout, first meal) were announced: the dashboard's answer says
    // nothing is waiting, so the shell claims nothing. (Claiming is a write, made only when there is something.)
    await journey.api('POST', '/progress/achievements/announcements', athlete.token);
    // Every request to the API, the signed-in shell's included (settings, unread count, announcements): they come
    // with the dashboard's one answer.
    const dataRequests: string[] = [];
    // Each answer's headers and size are read asynchronously, after the page may already show it: kept as
    // promises in the order the answers came, and awaited before they are checked.
    const dashboardAnswers: Array<
      Promise<{ etag: string | undefined; ifNoneMatch: string | undefined; bodyBytes: number }>
    > = [];
    fresh.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/auth/refresh')
        dataRequests.push(`${request.method()} ${pathname}`);
    });
    fresh.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/dashboard') return;
      dashboardAnswers.push(
        (async () => {
          const sent = await response.request().allHeaders();
          const received = await response.allHeaders();
          const { responseBodySize } = await response.request().sizes();
          return { etag: received.etag, ifNoneMatch: sent['if-none-match'], bodyBytes: responseBodySize };
        })(),
      );
    });
    const showsTheSameNumbers = async () => {
      await hasText(fresh.getByTestId('goal-workouts-figures'), '1 / 5');
      await hasText(stat(fresh, 'calories-burned'), '360');
      await hasText(stat(fresh, 'streak'), '1 day');
      await hasText(fresh.getByTestId('streak-best'), 'Best: 1');
      await fresh.getByTestId('schedule-Monday').getByText('Squat, Lunge, Deadlift').waitFor();
      await region(fresh, 'Recent Activity').getByText('Quick Meal', { exact: true }).waitFor();
      await fresh.getByRole('heading', { level: 1, name: 'Welcome Back, Dana Dashboard!' }).waitFor();
      await settled(fresh);
    };

    await watchLayoutShifts(fresh);
    await fresh.goto('/');
    await showsTheSameNumbers();
    expect(dataRequests).toEqual(['GET /api/dashboard']);
    // Cards keep their size while loading: the answer arriving moves nothing a person could see (Chromium can
    // report a sub-pixel shift; a card growing by one line of text scores hundreds of times this).
    await expectLayoutShiftBelow(fresh, 0.001);

    // Data unchanged since: the browser's cache asks again with the tag and the server answers 304.
    dataRequests.length = 0;
    await fresh.reload();
    await showsTheSameNumbers();
    expect(dataRequests).toEqual(['GET /api/dashboard']);
    const [first, second] = await Promise.all(dashboardAnswers);
    expect(first?.etag).toMatch(/^W\/"/);
    expect(first?.ifNoneMatch).toBeUndefined();
    expect(first?.bodyBytes).toBeGreaterThan(0);
    expect(second?.ifNoneMatch).toBe(first?.etag);
    // A 304: no body came over the wire (the page still sees 200, read from the browser's cache).
    expect(second?.bodyBytes).toBe(0);
    await fresh.context().close();
  });

  it("opens the create dialog on /workouts from 'Start Today's Workout'", async () => {
    await page.getByRole('button', { name: "Start Today's Workout" }).click();
    await page.waitForURL('**/workouts');
    await page.getByRole('dialog', { name: 'Create Workout Template' }).waitFor();
  });

  it('took the quick actions to their pages', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Custom Entry' }).click();
    await page.waitForURL('**/coming-soon');
    await page.goBack();
    await page.getByRole('link', { name: 'Progress Photo' }).click();
    await page.waitForURL('**/progress');
  });

  it('logged no errors in the browser', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
