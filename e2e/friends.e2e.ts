import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { setupJourney } from './support/journey.js';

/*
 * Issue 17 with two people in two browser contexts: befriend through search and the Friends tab, see each
 * other's workout in the feed, like and comment, get the notification without a reload, see the leaderboard
 * and a challenge move.
 */

const SHOTS = '/tmp/shots-social';
const journey = setupJourney();
let fay: CreatedUser;
let gus: CreatedUser;
let fayPage: Page;
let gusPage: Page;
/** Notifications are polled every 20 s: new ones show within 30 s without a reload. */
const WITHIN_30_S = { timeout: 35_000 };

async function open(user: CreatedUser, path = '/social', viewport = DESKTOP): Promise<Page> {
  const page = await journey.newPage({ session: user, viewport });
  journey.trackErrors(page);
  await page.goto(path);
  return page;
}

async function finishWorkout(user: CreatedUser, name: string, caloriesBurned: number): Promise<void> {
  const { baseUrl } = journey.server;
  const template = await apiCall<{ _id: string }>(baseUrl, 'POST', '/workouts/templates', {
    token: user.token,
    body: { name, day: 'Monday', muscleGroup: 'Chest', exercises: ['Bench'], estimatedDurationMin: 40 },
  });
  // Finished now, not a minute ago: a minute back from just after midnight is yesterday, before a challenge that
  // starts today (the server allows a little clock skew, so now is never "in the future").
  const finishedAt = new Date();
  await apiCall(baseUrl, 'POST', '/workouts/finish', {
    token: user.token,
    body: {
      templateId: template._id,
      startedAt: new Date(finishedAt.getTime() - 40 * 60_000).toISOString(),
      finishedAt: finishedAt.toISOString(),
      caloriesBurned,
      exercises: [],
    },
  });
}

const community = (page: Page) => page.getByRole('region', { name: 'Community' });

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  fay = await createUser(journey.server.baseUrl, { name: 'Fay Fielding' });
  gus = await createUser(journey.server.baseUrl, { name: 'Gus Garner' });
});

describe('two friends', () => {
  it('Fay finds Gus and asks; Gus is told without a reload and accepts', async () => {
    fayPage = await open(fay);
    gusPage = await open(gus);
    await community(gusPage).getByText('No friends yet.').waitFor();

    await fayPage.getByRole('searchbox', { name: 'Search friends...' }).fill('garn');
    await fayPage.getByRole('button', { name: 'Add Gus Garner as a friend' }).click();
    await fayPage.getByRole('region', { name: 'People found' }).getByText('Requested').waitFor();

    // The unread count on Gus's header link arrives by polling.
    await gusPage
      .getByRole('link', { name: /Notifications/ })
      .first()
      .getByTestId('unread-count')
      .waitFor(WITHIN_30_S);
    await community(gusPage).getByText('wants to be friends').waitFor(WITHIN_30_S);
    await community(gusPage).getByRole('button', { name: 'Accept' }).click();
    await community(gusPage).getByTestId('friend').getByText('Fay Fielding').waitFor();
    // Fay made a request a moment ago: she is online.
    await community(gusPage).getByTestId('friend').getByText('Online').waitFor();
    await gusPage.getByRole('region', { name: 'Your Stats' }).getByText('Friends').waitFor();
  });

  it('Gus sees Fay’s workout, likes and comments; Fay gets both notifications without a reload', async () => {
    await finishWorkout(fay, 'Push Day', 320);
    await gusPage.reload();
    const item = gusPage.getByRole('article').filter({ hasText: 'Push Day' });
    await item.getByText('completed a workout').waitFor();
    expect(await item.textContent()).toContain('320 kcal');
    await item.getByRole('button', { name: 'Like (0)' }).click();
    await item.getByRole('button', { name: 'Like (1)' }).waitFor();
    const comment = item.getByRole('textbox', { name: 'Write a comment' });
    await comment.fill('Strong session!');
    await comment.press('Enter');
    await item.getByTestId('last-comment').getByText('Strong session!').waitFor();

    const badge = fayPage
      .getByRole('link', { name: /Notifications/ })
      .first()
      .getByTestId('unread-count');
    await fayPage.waitForFunction(
      () => document.querySelector('[data-testid="unread-count"]')?.textContent?.startsWith('3'),
      undefined,
      WITHIN_30_S,
    );
    expect(await badge.textContent()).toContain('3');
    await fayPage
      .getByRole('link', { name: /Notifications/ })
      .first()
      .click();
    await fayPage.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    // The heading comes before the list's answer: wait for the three rows, then read them.
    await fayPage.getByTestId('notification').nth(2).waitFor();
    const texts = await fayPage.getByTestId('notification').allTextContents();
    expect(texts[0]).toContain('Gus Garner commented on your post: “Strong session!”');
    expect(texts[1]).toContain('Gus Garner liked your post.');
    expect(texts[2]).toContain('Gus Garner accepted your friend request.');
    await shoot(fayPage, 'notifications-desktop');
    await fayPage.getByRole('button', { name: 'Mark all as read' }).click();
    await fayPage.getByRole('heading', { name: 'Notifications', exact: true, level: 2 }).waitFor();
    // The header's count is a query of its own, asked again beside the list's: the heading does not imply it.
    await fayPage.getByTestId('unread-count').first().waitFor({ state: 'detached' });
    expect(await fayPage.getByTestId('unread-count').count()).toBe(0);
  });

  it('the leaderboard ranks them on this week’s calories', async () => {
    await gusPage.reload();
    await community(gusPage).getByRole('tab', { name: 'Leaderboards' }).click();
    const board = community(gusPage).getByRole('list', { name: 'Calories burned leaderboard' });
    // The tab draws before its answer: wait for both rows, then read them.
    await board.getByRole('listitem').nth(1).waitFor();
    const rows = await board.getByRole('listitem').allTextContents();
    expect(rows[0]).toContain('Fay Fielding');
    expect(rows[0]).toContain('Gold');
    expect(rows[0]).toContain('320 kcal');
    expect(rows[1]).toContain('Gus Garner');
    expect(rows[1]).toContain('Silver');
    await community(gusPage).getByText('Behind #1').waitFor();
    expect(await community(gusPage).getByText('320 kcal').count()).toBeGreaterThanOrEqual(2);
  });

  it('Fay challenges Gus from his row; Gus accepts; his workout moves the standings', async () => {
    await fayPage.goto('/social');
    await community(fayPage).getByRole('button', { name: 'Challenge Gus Garner' }).click();
    const dialog = fayPage.getByRole('dialog', { name: 'New challenge' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Workout week');
    expect(await dialog.getByRole('checkbox', { name: 'Gus Garner' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create challenge' }).click();
    await dialog.waitFor({ state: 'detached' });
    const fayChallenge = community(fayPage).getByTestId('challenge').filter({ hasText: 'Workout week' });
    await fayChallenge.getByText('Invited').waitFor();

    await gusPage.reload();
    await community(gusPage).getByRole('tab', { name: 'Challenges' }).click();
    const gusChallenge = community(gusPage).getByTestId('challenge').filter({ hasText: 'Workout week' });
    await gusChallenge.getByRole('button', { name: 'Accept' }).click();
    await gusChallenge.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });

    await finishWorkout(gus, 'Leg Day', 200);
    await finishWorkout(gus, 'Pull Day', 200);
    await fayPage.reload();
    await community(fayPage).getByRole('tab', { name: 'Challenges' }).click();
    const standings = community(fayPage)
      .getByTestId('challenge')
      .filter({ hasText: 'Workout week' })
      .getByRole('list', { name: 'Workout week standings' });
    await standings.getByText('2 workouts').waitFor();
    const rows = await standings.getByRole('listitem').allTextContents();
    expect(rows[0]).toContain('Gus Garner');
    expect(rows[0]).toContain('2 workouts');
    expect(rows[1]).toContain('Fay Fielding');
    expect(rows[1]).toContain('1 workout');
    expect(journey.pageErrors()).toEqual([]);
  });

  it('screens at desktop and phone width', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await open(fay, '/social', viewport);
      await page.getByText(/^Feed posts: \d+$/).waitFor();
      for (const tab of ['Friends', 'Leaderboards', 'Challenges']) {
        await community(page).getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        await shoot(page, `social-${tab.toLowerCase()}-${label}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const notifications = await open(gus, '/notifications', viewport);
      await notifications.getByTestId('notification').first().waitFor();
      await shoot(notifications, `notifications-${label}`);
    }
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
