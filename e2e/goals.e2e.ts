import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, fillFields, PHONE } from './support/browser.js';
import { setupJourney, SHOTS } from './support/journey.js';

const journey = setupJourney();
let runner: CreatedUser;

async function openGoals(user: CreatedUser, viewport = DESKTOP): Promise<Page> {
  const page = await journey.visit('/goals', { session: user, viewport });
  await page.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
  return page;
}

/** Waits until a summary card shows exactly this value. */
const summary = (page: Page, card: string, value: string) =>
  page
    .getByTestId(`goal-summary-${card}`)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();

const goalCard = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

async function updateProgress(page: Page, title: string, value: string): Promise<void> {
  await goalCard(page, title).getByRole('button', { name: 'Update Progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Progress' });
  await dialog.getByLabel(/^Current Value/).fill(value);
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  runner = await createUser(journey.server.baseUrl, { name: 'Goal Getter' });
});

describe('goals journey', () => {
  let page: Page;

  it('shows a new user an invitation to create a goal, not sample goals', async () => {
    page = await openGoals(runner);
    await page.getByText('No goals yet').waitFor();
    await page.getByRole('button', { name: 'Create your first goal' }).waitFor();
    await summary(page, 'active-goals', '0');
    await summary(page, 'completed', '0');
    await summary(page, 'avg-progress', '0%');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/goals-empty-desktop.png`, fullPage: true });
  });

  it('refuses an incomplete form with errors next to the fields, then creates the goal', async () => {
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.getByText('Goal title is required.').waitFor();
    await dialog.getByText('Target value must be a number.').waitFor();

    await fillFields(dialog, {
      'Goal Title': 'Run 100 km',
      'Target Value': '100',
      Unit: 'km',
      Deadline: '2099-12-31',
      Description: 'One long run a week',
    });
    await dialog.getByLabel('Category').selectOption('cardio');
    await dialog.getByLabel('Priority').selectOption('high');
    await page.screenshot({ path: `${SHOTS}/goals-form-desktop.png` });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = goalCard(page, 'Run 100 km');
    await card.getByText(/\d+ days left/).waitFor();
    await summary(page, 'active-goals', '1');
    await summary(page, 'avg-progress', '0%');
  });

  it('updates progress part of the way', async () => {
    await updateProgress(page, 'Run 100 km', '40');
    await goalCard(page, 'Run 100 km').getByText('40%').waitFor();
    await summary(page, 'avg-progress', '40%');
    expect(await goalCard(page, 'Run 100 km').getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      '40',
    );
    await page.screenshot({ path: `${SHOTS}/goals-active-desktop.png`, fullPage: true });
  });

  it('moves the goal to Completed when its progress reaches the target', async () => {
    await updateProgress(page, 'Run 100 km', '100');
    await goalCard(page, 'Run 100 km').waitFor({ state: 'detached' });
    await summary(page, 'active-goals', '0');
    await summary(page, 'completed', '1');
    await summary(page, 'avg-progress', '0%');

    await page.getByRole('tab', { name: 'Completed' }).click();
    const done = goalCard(page, 'Run 100 km');
    await done.getByText('0 days').waitFor();
    await page.screenshot({ path: `${SHOTS}/goals-completed-desktop.png`, fullPage: true });

    // It is stored: a fresh load shows the same.
    await page.reload();
    await summary(page, 'completed', '1');
    const stored = await journey.api<Array<{ status: string; completedDate?: string }>>(
      'GET',
      '/goals?status=completed',
      runner.token,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reopens the completed goal', async () => {
    await page.getByRole('tab', { name: 'Completed' }).click();
    await goalCard(page, 'Run 100 km').getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen Goal' });
    await dialog.getByLabel(/^Current Value/).fill('90');
    await dialog.getByRole('button', { name: 'Reopen Goal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await summary(page, 'active-goals', '1');
    await summary(page, 'completed', '0');
    await summary(page, 'avg-progress', '90%');
    await page.getByRole('tab', { name: 'Active Goals' }).click();
    await goalCard(page, 'Run 100 km').getByText('90%').waitFor();
  });

  it('fits a phone screen', async () => {
    const phone = await openGoals(runner, PHONE);
    // Screenshots of dialogs without their opening animation.
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await goalCard(phone, 'Run 100 km').waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await phone.screenshot({ path: `${SHOTS}/goals-active-phone.png`, fullPage: true });
    await phone.getByRole('button', { name: 'New Goal' }).click();
    await phone.getByRole('dialog', { name: 'New Goal' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/goals-form-phone.png` });
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog', { name: 'New Goal' }).waitFor({ state: 'detached' });
    await goalCard(phone, 'Run 100 km').getByRole('button', { name: 'Update Progress' }).click();
    await phone.getByRole('dialog', { name: 'Update Progress' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/goals-progress-phone.png` });
    await phone.keyboard.press('Escape');
  });

  it('deletes the goal', async () => {
    await goalCard(page, 'Run 100 km').getByRole('button', { name: 'Delete Run 100 km' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this goal?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No goals yet').waitFor();
    await summary(page, 'active-goals', '0');
  });

  it('makes a weight-loss goal follow the latest recorded weight', async () => {
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Goal Title').fill('Reach 70 kg');
    await dialog.getByLabel('Category').selectOption('weight-loss');
    await dialog.getByLabel('Follow my latest recorded weight').waitFor();
    await dialog.getByLabel('Target Value').fill('70');
    await dialog.getByLabel('Deadline').fill('2099-06-30');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.waitFor({ state: 'detached' });
    // No weight recorded yet: the onboarding weight (72 kg) is where it starts.
    const card = goalCard(page, 'Reach 70 kg');
    await card.getByText('Follows your latest recorded weight').waitFor();
    await card.getByText('72 kg').waitFor();
    await card.getByText('0%').waitFor();
    await page.screenshot({ path: `${SHOTS}/goals-weight-desktop.png`, fullPage: true });
  });

  it('raised no page errors', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
