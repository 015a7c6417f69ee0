import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { settledShot, setupJourney } from './support/journey.js';

const journey = setupJourney();
let user: CreatedUser;

const open = (path: string, viewport = DESKTOP): Promise<Page> =>
  journey.visit(path, { session: user, viewport });

/** True once every thumbnail in the locator's images has been decoded by the browser. */
async function waitForLoadedImages(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(
    ({ selector, count }) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(selector));
      return images.length === count && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    { selector, count },
  );
}

const shot = (page: Page, name: string, fullPage = true) => settledShot(page, name, { fullPage });

const photoPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  user = await createUser(journey.server.baseUrl, { name: 'Nora Nutrition' });
});

describe('nutrition', () => {
  it('adds a food by hand, lists it with its calories in its meal of today, and deletes it', async () => {
    const page = await open('/nutrition');
    await page.getByRole('heading', { level: 1, name: 'Nutrition' }).waitFor();
    await page.getByTestId('day-title').getByText('Today ·').waitFor();
    // The title draws before the day's answer; its totals come with it, and its foods would be there by then.
    await page.getByTestId('day-totals').waitFor();
    expect(await page.getByTestId('diary-item').count()).toBe(0);
    await shot(page, 'nutrition-empty-desktop');

    await page.getByRole('button', { name: 'Add Food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Meal & Food' });
    await dialog.waitFor();
    await dialog.getByLabel('Meal').selectOption('lunch');
    await dialog.getByLabel('Food name').fill('Chicken wrap');
    await dialog.getByLabel('Calories').fill('540');
    await dialog.getByLabel('Protein (g)').fill('38');
    await dialog.getByLabel('Carbs (g)').fill('52');
    await shot(page, 'nutrition-dialog-desktop', false);
    await dialog.getByRole('button', { name: 'Save Food' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('meal-lunch').getByTestId('diary-item').filter({ hasText: 'Chicken wrap' });
    await row.waitFor();
    expect(await row.textContent()).toContain('540 kcal');

    // Stored as the full shape, fats defaulted to 0, for the browser's own date.
    const stored = await journey.api<Array<{ date: string; meals: unknown; totalCalories: number }>>(
      'GET',
      '/nutrition',
      user.token,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      meals: [
        {
          type: 'lunch',
          items: [{ name: 'Chicken wrap', calories: 540, macros: { protein: 38, carbs: 52, fats: 0 } }],
        },
      ],
      totalCalories: 540,
    });
    const browserToday = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(stored[0]!.date).toBe(browserToday);

    // Nothing on the screen is sample data any more (looked for once the goals panel has drawn the day too).
    await page
      .getByTestId('goal-calories')
      .getByText(/^540 \//)
      .waitFor();
    expect(await page.getByText('Example', { exact: true }).count()).toBe(0);
    await shot(page, 'nutrition-list-desktop');

    const phone = await open('/nutrition', PHONE);
    await phone.getByTestId('diary-item').filter({ hasText: 'Chicken wrap' }).waitFor();
    await shot(phone, 'nutrition-list-phone');
    await phone.getByRole('button', { name: 'Add Food' }).click();
    await phone.getByRole('dialog', { name: 'Add Meal & Food' }).waitFor();
    await shot(phone, 'nutrition-dialog-phone', false);
    await phone.context().close();

    await row.getByRole('button', { name: 'Delete Chicken wrap' }).click();
    await row.waitFor({ state: 'detached' });
    // The delete goes through the device's queue: the row goes as soon as it is queued, and the server has it once
    // nothing waits to sync (the header's "pending" count is gone).
    await page.getByRole('button', { name: /pending/ }).waitFor({ state: 'detached' });
    expect(await journey.api<unknown[]>('GET', '/nutrition', user.token)).toEqual([]);
    await page.context().close();
  });
});

describe('progress', () => {
  it('creates an entry with Progress Photo, uploads two photos and shows their thumbnails', async () => {
    const page = await open('/progress');
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await page.getByText('No progress entries yet.').waitFor();

    await page.getByRole('button', { name: 'Progress Photo' }).click();
    const entry = page.getByTestId('progress-entry');
    await entry.getByText('0 photos').waitFor();

    await entry.getByLabel('Add photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await photoPng(200, 90, 40) },
      { name: 'side.png', mimeType: 'image/png', buffer: await photoPng(40, 90, 200) },
    ]);
    await entry.getByText('2 photos').waitFor();
    await waitForLoadedImages(page, '[data-testid="progress-entry"] img', 2);
    await shot(page, 'progress-photos-desktop');

    // The thumbnails are private: the same URL without its signature is refused.
    const src = await entry.getByRole('img').first().getAttribute('src');
    expect(src).toMatch(/^\/api\/images\/[0-9a-f-]+\/signed\?/);
    const unsigned = await fetch(`${journey.server.baseUrl}${src!.split('/signed')[0]}`);
    expect(unsigned.status).toBe(404);

    // A file that is not an image is refused by the server with its message.
    await entry.getByLabel('Add photos').setInputFiles([
      {
        name: 'not-really.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is plain text, not a picture'),
      },
    ]);
    await entry
      .getByText('This file is not a supported image. Please upload a JPEG, PNG or WebP picture.')
      .waitFor();
    expect(await entry.getByText('2 photos').isVisible()).toBe(true);

    const phone = await open('/progress', PHONE);
    await phone.getByTestId('progress-entry').getByText('2 photos').waitFor();
    await waitForLoadedImages(phone, '[data-testid="progress-entry"] img', 2);
    await shot(phone, 'progress-photos-phone');
    await phone.context().close();
    await page.context().close();
  });

  it('records a weight with Add Entry; it becomes the current weight and the latest weight', async () => {
    const page = await open('/progress');
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await page.getByText("No weight recorded yet. Use Add Entry to record today's weight.").waitFor();

    await page.getByRole('button', { name: 'Add Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add weight entry' });
    await dialog.getByLabel('Weight (kg)').fill('78.4');
    await shot(page, 'progress-weight-dialog-desktop', false);
    await dialog.getByRole('button', { name: 'Save Weight' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('latest-weight').getByText('78.4 kg').waitFor();

    // Every tab is the person's own data now (issue 16): the weigh-in is listed, no sample is left.
    await page.getByRole('tab', { name: 'Weight' }).click();
    await page.getByTestId('weigh-in').getByText('78.4 kg').waitFor();
    await page.getByTestId('weight-trend').getByText('78.4 kg').waitFor();
    for (const tab of ['Weight', 'Body', 'Achievements']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      expect(await page.getByText('Example', { exact: true }).count()).toBe(0);
      await shot(page, `progress-tab-${tab.toLowerCase()}-desktop`);
    }

    const latest = await journey.api<{ weight: number | null }>('GET', '/user/weight/latest', user.token);
    expect(latest.weight).toBe(78.4);

    const dashboard = await open('/');
    await dashboard.getByTestId('stat-current-weight-value').getByText('78.4 kg', { exact: true }).waitFor();
    await dashboard.getByRole('region', { name: 'Current Weight' }).getByText('Latest entry').waitFor();

    const phone = await open('/progress', PHONE);
    await phone.getByTestId('latest-weight').getByText('78.4 kg').waitFor();
    await shot(phone, 'progress-overview-phone');
  });

  it('left no errors in any page', () => {
    // The browser logs the refused upload's 415 itself; anything else is a defect.
    const refusedUpload = /Failed to load resource: the server responded with a status of 415/;
    expect(journey.pageErrors().filter((error) => !refusedUpload.test(error))).toEqual([]);
  });
});
