import { addDays, type WeightSeries } from '@momentum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { solidImage } from './support/images.js';
import { settledShot, setupJourney } from './support/journey.js';
import { deviceToday } from './support/one-calendar-day.js';

const journey = setupJourney();

const open = (user: CreatedUser, path: string, viewport = DESKTOP): Promise<Page> =>
  journey.visit(path, { session: user, viewport });
const shot = (page: Page, name: string) => settledShot(page, name, { fullPage: true });

/** Opens /progress on a phone, lets `show` bring up what to see, shoots the page and closes it. */
async function shotOnPhone(user: CreatedUser, name: string, show: (phone: Page) => Promise<void>) {
  const phone = await open(user, '/progress', PHONE);
  await show(phone);
  await shot(phone, name);
  await phone.context().close();
}

const post = (user: CreatedUser, path: string, body: unknown) =>
  journey.api<{ _id: string }>('POST', path, user.token, body);

const photoPng = (r: number, g: number, b: number) =>
  solidImage({ width: 300, height: 400, background: { r, g, b } }, 'png');

async function uploadPhoto(user: CreatedUser, entryId: string, png: Buffer) {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${journey.server.baseUrl}/api/progress/${entryId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

describe('progress charts', () => {
  it('records weights over 30 days and shows the chart, the trend and the change', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Wendy Weight' });
    const on = deviceToday();
    // 29 days through the API, a slow loss with daily noise; the 30th, today, through Add Entry.
    for (let day = 29; day >= 1; day -= 1) {
      const weight = 85 - (29 - day) * 0.1 + (day % 3 === 0 ? 0.6 : day % 3 === 1 ? -0.4 : 0);
      await post(user, '/progress', {
        date: addDays(on, -day),
        measurements: { weight: Math.round(weight * 10) / 10 },
      });
    }
    const page = await open(user, '/progress');
    await page.getByRole('tab', { name: 'Weight' }).click();
    await page.getByRole('button', { name: '1 month' }).click();
    await page.getByRole('button', { name: 'Add Entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add weight entry' });
    await dialog.getByLabel('Weight (kg)').fill('81.9');
    expect(await dialog.getByLabel('Date').inputValue()).toBe(on);
    await dialog.getByRole('button', { name: 'Save Weight' }).click();
    await dialog.waitFor({ state: 'detached' });

    const series = await apiCall<WeightSeries>(
      journey.server.baseUrl,
      'GET',
      `/progress/weight?from=${addDays(on, -29)}&to=${on}`,
      { token: user.token },
    );
    expect(series.points).toHaveLength(30);
    const last = series.points.at(-1)!;
    expect(last.weightKg).toBe(81.9);
    // The chart: 30 weigh-in dots and a trend line, described in words.
    await page.getByTestId('weight-summary').getByText('30 weigh-ins', { exact: false }).waitFor();
    await page.locator('.recharts-line-dots circle').nth(29).waitFor();
    expect(await page.locator('.recharts-line-dots circle').count()).toBe(30);
    expect(await page.locator('.recharts-line-curve').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('weight-trend').textContent()).toBe(
      `${Math.round(last.trendKg * 10) / 10} kg`,
    );
    const change = Math.round((last.weightKg - series.points[0]!.weightKg) * 10) / 10;
    expect(await page.getByTestId('weight-change').textContent()).toBe(`−${Math.abs(change)} kg`);
    await page.getByText('Show values as a table').first().click();
    expect(await page.getByRole('table').first().locator('tbody tr').count()).toBe(30);
    await shot(page, 'progress-charts-weight-desktop');

    await shotOnPhone(user, 'progress-charts-weight-phone', async (phone) => {
      await phone.getByRole('tab', { name: 'Weight' }).click();
      await phone.getByRole('button', { name: '1 month' }).click();
      await phone.locator('.recharts-line-dots circle').nth(29).waitFor();
    });
    await page.context().close();
  });

  it('records a waist measurement and shows it on its own chart', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Walt Waist' });
    await post(user, '/progress', { date: addDays(deviceToday(), -14), measurements: { waist: 92 } });
    const page = await open(user, '/progress');
    await page.getByRole('tab', { name: 'Body' }).click();
    const waist = page.getByTestId('measurement-waist');
    await waist.getByTestId('latest').getByText('92 cm').waitFor();
    await page.getByRole('button', { name: 'Record measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record measurements' });
    await dialog.getByLabel('Waist (cm)').fill('89.5');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waist.getByTestId('latest').getByText('89.5 cm').waitFor();
    await waist.getByText('−2.5 cm', { exact: true }).waitFor();
    await waist.locator('.recharts-line-curve').waitFor();
    await shot(page, 'progress-charts-body-desktop');
    await page.context().close();
  });

  it('compares two photos side by side, thumbnails first', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Pia Photos' });
    const before = await post(user, '/progress', { date: '2026-01-05', measurements: {} });
    const after = await post(user, '/progress', { date: '2026-03-05', measurements: {} });
    await uploadPhoto(user, before._id, await photoPng(220, 80, 40));
    await uploadPhoto(user, after._id, await photoPng(40, 80, 220));
    const page = await open(user, '/progress');
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByLabel('Before').selectOption({ label: 'Mon, Jan 5, 2026' });
    await page.getByLabel('After').selectOption({ label: 'Thu, Mar 5, 2026' });
    await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="compare-photo"]'));
      return images.length === 2 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
    const sources = await page
      .locator('[data-testid="compare-photo"]')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute('src')));
    expect(sources[0]).not.toBe(sources[1]);
    expect(sources.every((src) => /\/api\/images\/[0-9a-f-]+\/signed\?/.test(src ?? ''))).toBe(true);
    await page.getByRole('img', { name: 'Progress on Mon, Jan 5, 2026', exact: true }).waitFor();
    await page.getByRole('img', { name: 'Progress on Thu, Mar 5, 2026', exact: true }).waitFor();
    await shot(page, 'progress-charts-photos-desktop');
    await shotOnPhone(user, 'progress-charts-photos-phone', async (phone) => {
      await phone.getByRole('tab', { name: 'Photos' }).click();
      await phone.locator('[data-testid="compare-photo"]').nth(1).waitFor();
    });
    await page.context().close();
  });

  it('announces an earned achievement once, not again on the next visit', async () => {
    const user = await createUser(journey.server.baseUrl, { name: 'Ace Achiever' });
    const page = await open(user, '/progress');
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await page.getByRole('button', { name: 'Add Entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add weight entry' });
    await dialog.getByLabel('Weight (kg)').fill('70');
    await dialog.getByRole('button', { name: 'Save Weight' }).click();
    await page.getByText('Achievement unlocked: First weigh-in').waitFor();
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page
      .getByTestId('achievement')
      .filter({ hasText: 'First weigh-in' })
      .getByText(/^Earned /)
      .waitFor();
    await shot(page, 'progress-charts-achievement-desktop');

    // A second visit (another device, say) asks again and is told nothing new.
    const again = await journey.newPage({ session: user, viewport: DESKTOP });
    journey.trackErrors(again);
    const asked = again.waitForResponse((r) => r.url().endsWith('/api/progress/achievements/announcements'));
    await again.goto('/progress');
    const answer = (await (await asked).json()) as { items: unknown[] };
    expect(answer.items).toEqual([]);
    await again.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    expect(await again.getByText('Achievement unlocked: First weigh-in').count()).toBe(0);
    await again.context().close();
    await page.context().close();
  });

  it('left no errors in any page', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
