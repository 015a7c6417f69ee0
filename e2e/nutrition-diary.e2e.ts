import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { settledShot, setupJourney } from './support/journey.js';

const journey = setupJourney();
let user: CreatedUser;

type Day = {
  meals: { type: string; items: { name: string; calories: number; grams?: number }[] }[];
  totals: { calories: number; protein: number; carbs: number; fats: number };
  water: { ml: number; targetMl: number };
};

const browserDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const now = new Date();
    now.setDate(now.getDate() + days);
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  }, offset);

const readDay = (date: string) =>
  apiCall<Day>(journey.server.baseUrl, 'GET', `/nutrition/days/${date}`, { token: user.token });

const mealSection = (page: Page, meal: string) => page.getByTestId(`meal-${meal}`);
const itemRow = (page: Page, meal: string, name: string) =>
  mealSection(page, meal).getByTestId('diary-item').filter({ hasText: name });

beforeAll(async () => {
  // Onboarded as a 30-year-old, 175 cm, 72 kg, two days a week, general fitness: 2,180 kcal by Mifflin–St Jeor.
  user = await createUser(journey.server.baseUrl, { name: 'Dana Diary' });
});

describe('the food diary', () => {
  it('logs, edits, saves, re-logs and copies foods, adds water, moves between days, and the panel adds up', async () => {
    const page = await journey.visit('/nutrition', { session: user, viewport: DESKTOP });
    await page.getByRole('heading', { level: 1, name: 'Nutrition' }).waitFor();
    const today = await browserDay(page);
    const yesterday = await browserDay(page, -1);
    // Yesterday's breakfast, logged earlier: two large eggs.
    await apiCall(journey.server.baseUrl, 'POST', `/nutrition/days/${yesterday}/items`, {
      token: user.token,
      body: { foodId: 'usda-01123', meal: 'breakfast', portion: { label: 'large', amount: 2 } },
    });
    await page.getByTestId('day-title').getByText('Today ·').waitFor();
    // The title draws before the day's answer; its totals come with it, and sample data would be there by then.
    await page.getByTestId('day-totals').waitFor();
    expect(await page.getByText('Example', { exact: true }).count()).toBe(0);

    // Search and log a food with a household portion: the food, then Log Food.
    await mealSection(page, 'breakfast').getByRole('button', { name: 'Add to Breakfast' }).click();
    const search = page.getByRole('dialog', { name: 'Search Foods' });
    await search.getByLabel('Search foods').fill('banana');
    const banana = search.getByRole('button', { name: /^Bananas, raw/ });
    await banana.waitFor();
    await banana.click();
    // The first household portion is chosen already; the medium banana is one pick away.
    expect(await search.getByLabel('Portion').inputValue()).toBe('cup, mashed');
    await search.getByLabel('Portion').selectOption({ label: 'medium (7" to 7-7/8" long) (118 g)' });
    await search.getByTestId('log-preview').getByText('105 kcal').waitFor();
    await settledShot(page, 'nutrition-diary-log-desktop', { fullPage: false });
    // The day is fetched again after each write; held here until the banana has been edited, so the edit is made
    // on the food as the write's answer shows it (an id of the device's own there was a 404 on Save).
    let releaseDay = () => {};
    const dayHeld = new Promise<void>((resolve) => (releaseDay = resolve));
    const dayPattern = `**/api/nutrition/days/${today}`;
    const heldDays: Promise<void>[] = [];
    await page.route(dayPattern, (route) => {
      heldDays.push(dayHeld.then(() => route.continue()));
    });
    await search.getByRole('button', { name: 'Log Food' }).click();
    await search.waitFor({ state: 'detached' });
    const bananaRow = itemRow(page, 'breakfast', 'Bananas, raw');
    await bananaRow.getByText('105 kcal').waitFor();
    expect(await bananaRow.textContent()).toContain('118 g');

    // Edit its portion: two of them.
    await bananaRow.getByRole('button', { name: 'Edit Bananas, raw' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Food' });
    await edit.getByLabel('Amount').fill('2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await bananaRow.getByText('210 kcal').waitFor();
    expect(heldDays.length).toBeGreaterThan(0);
    releaseDay();
    await Promise.all(heldDays);
    await page.unroute(dayPattern);
    expect(await bananaRow.textContent()).toContain('236 g');

    // Save a meal (a cup of oats) and log it to lunch in one step.
    await page.getByRole('button', { name: 'Create Meal' }).click();
    const meals = page.getByRole('dialog', { name: 'Create Meal' });
    await meals.getByText('No saved meals yet.').waitFor();
    await meals.getByRole('button', { name: 'New Meal' }).click();
    const editor = page.getByRole('dialog', { name: 'New Meal' });
    await editor.getByLabel('Search foods').fill('oats');
    await editor.getByRole('button', { name: /^Oats/ }).first().click();
    await editor.getByLabel('Meal name').fill('Oat bowl');
    await editor.getByRole('button', { name: 'Save Meal' }).click();
    await meals.getByRole('button', { name: 'Log Oat bowl' }).waitFor();
    await meals.getByLabel('Log to').selectOption('lunch');
    await meals.getByRole('button', { name: 'Log Oat bowl' }).click();
    await meals.waitFor({ state: 'detached' });
    await itemRow(page, 'lunch', 'Oats').getByText('606.8 kcal').waitFor();

    // Copy yesterday's breakfast to today.
    await page.getByRole('button', { name: 'Copy Meal' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy Meal' });
    expect(await copy.getByLabel('From day').inputValue()).toBe(yesterday);
    await copy.getByRole('button', { name: 'Copy' }).click();
    await copy.waitFor({ state: 'detached' });
    await itemRow(page, 'breakfast', 'Egg, whole, raw, fresh').getByText('143 kcal').waitFor();

    // Water: two glasses.
    await page.getByRole('button', { name: 'Add glass' }).click();
    await page.getByTestId('water-amount').getByText('250', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add glass' }).click();
    await page.getByTestId('water-amount').getByText('500', { exact: true }).waitFor();

    // The panel's numbers are the foods logged: 210 + 606.8 + 143 kcal, against the onboarding targets.
    // The water shows at once (each tap goes through the device's write queue): the server has it in a moment.
    await expect
      .poll(async () => {
        const { totals, water } = await readDay(today);
        return { calories: totals.calories, water };
      })
      .toEqual({ calories: 959.8, water: { ml: 500, targetMl: 2500 } });
    const stored = await readDay(today);
    await page.getByTestId('goal-calories').getByText('959.8 / 2,180 kcal').waitFor();
    const protein = `${stored.totals.protein.toLocaleString('en-US', { maximumFractionDigits: 1 })} / 115 g`;
    await page.getByTestId('goal-protein').getByText(protein).waitFor();
    expect(await page.getByTestId('day-totals').textContent()).toContain('Day total: 959.8 kcal');
    expect(await page.getByTestId('meal-breakfast').getByTestId('meal-total').textContent()).toBe('353 kcal');
    await settledShot(page, 'nutrition-diary-desktop', { fullPage: true });

    // Move between days: yesterday holds its own breakfast only, then back to today.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === yesterday);
    await page.getByTestId('goal-calories').getByText('143 / 2,180 kcal').waitFor();
    await itemRow(page, 'breakfast', 'Egg, whole, raw, fresh').waitFor();
    expect(await mealSection(page, 'breakfast').getByTestId('diary-item').count()).toBe(1);
    await page.getByRole('button', { name: 'Next day' }).click();
    await itemRow(page, 'lunch', 'Oats').waitFor();

    // Delete the banana: the panel follows, and the row does not come back for a moment when the server has the
    // delete but the day has not been fetched again yet.
    await page.evaluate(() => {
      const seen = window as unknown as { bananaCameBack?: boolean };
      seen.bananaCameBack = false;
      let gone = false;
      new MutationObserver(() => {
        const rows = document.querySelectorAll('[data-testid="diary-item"]');
        const present = [...rows].some((row) => row.textContent?.includes('Bananas, raw'));
        if (!present) gone = true;
        else if (gone) seen.bananaCameBack = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const dayAskedAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().includes(`/nutrition/days/${today}`),
    );
    await bananaRow.getByRole('button', { name: 'Delete Bananas, raw' }).click();
    await page.getByTestId('goal-calories').getByText('749.8 / 2,180 kcal').waitFor();
    // The screen follows the delete at once (it goes through the device's write queue): the server in a moment.
    await expect.poll(async () => (await readDay(today)).totals.calories).toBe(749.8);
    await dayAskedAgain;
    await page.getByTestId('goal-calories').getByText('749.8 / 2,180 kcal').waitFor();
    expect(await bananaRow.count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { bananaCameBack?: boolean }).bananaCameBack),
    ).toBe(false);

    const phone = await journey.visit('/nutrition', { session: user, viewport: PHONE });
    await itemRow(phone, 'lunch', 'Oats').waitFor();
    await settledShot(phone, 'nutrition-diary-phone', { fullPage: true });
    await phone.getByRole('button', { name: 'Search Foods' }).click();
    await phone
      .getByRole('dialog', { name: 'Search Foods' })
      .getByRole('button', { name: /^Oats/ })
      .waitFor();
    await settledShot(phone, 'nutrition-diary-search-phone', { fullPage: false });
    await phone.context().close();

    expect(journey.pageErrors()).toEqual([]);
    await page.context().close();
  });

  it('scans a barcode typed by hand: an unknown code offers a food, created with that code, which the code then finds and logs', async () => {
    const scanner = await createUser(journey.server.baseUrl, { name: 'Scan Sam' });
    const code = '4006381333931';
    const page = await journey.visit('/nutrition', { session: scanner, viewport: DESKTOP });
    await page.getByRole('heading', { level: 1, name: 'Nutrition' }).waitFor();
    const today = await browserDay(page);
    const scan = page.getByRole('dialog', { name: 'Scan Barcode' });
    const typeCode = async () => {
      await page.getByRole('button', { name: 'Scan Barcode' }).click();
      await scan.getByLabel('Barcode').fill(code);
      await scan.getByRole('button', { name: 'Find' }).click();
    };

    // Unknown: offered to create it, with the code.
    await typeCode();
    await scan.getByText(`No food of yours has the barcode ${code}.`).waitFor();
    await scan.getByRole('button', { name: 'Create Food' }).click();
    await scan.getByLabel('Food name').fill('Muesli bar');
    await scan.getByLabel('Serving (g)').fill('40');
    await scan.getByLabel('Calories').fill('180');
    await scan.getByLabel('Protein (g)').fill('4');
    await settledShot(page, 'nutrition-barcode-create-desktop', { fullPage: false });
    await scan.getByRole('button', { name: 'Save Food' }).click();
    // Saved, and straight on to logging it; closed here, to find it again by its code.
    await scan.getByRole('button', { name: 'Log Food' }).waitFor();
    await page.keyboard.press('Escape');
    await scan.waitFor({ state: 'detached' });
    const own = await apiCall<{ items: { _id: string; name: string; barcode: string | null }[] }>(
      journey.server.baseUrl,
      'GET',
      `/foods?barcode=${code}`,
      { token: scanner.token },
    );
    expect(own.items.map((food) => [food.name, food.barcode])).toEqual([['Muesli bar', code]]);

    // The same code now finds it, and logs it: its serving ×1 is 180 kcal.
    await typeCode();
    await scan.getByRole('button', { name: /^Muesli bar/ }).click();
    await scan.getByTestId('log-preview').getByText('180 kcal').waitFor();
    await scan.getByLabel('Meal').selectOption('snack');
    await scan.getByRole('button', { name: 'Log Food' }).click();
    await scan.waitFor({ state: 'detached' });
    await itemRow(page, 'snack', 'Muesli bar').getByText('180 kcal').waitFor();
    const stored = await apiCall<Day>(journey.server.baseUrl, 'GET', `/nutrition/days/${today}`, {
      token: scanner.token,
    });
    expect(stored.meals.flatMap((meal) => meal.items.map((item) => [meal.type, item.name]))).toEqual([
      ['snack', 'Muesli bar'],
    ]);
    expect(stored.totals.calories).toBe(180);
    expect(journey.pageErrors()).toEqual([]);
    await page.context().close();
  });
});
