import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createUser, type CreatedUser } from './support/api.js';
import { onSessionOf, PHONE } from './support/browser.js';
import { settledShot, setupJourney } from './support/journey.js';

const journey = setupJourney();
let lifter: CreatedUser;

const BENCH = 'Barbell Bench Press - Medium Grip';
const PLANK = 'Plank';

type LibraryPage = { items: Array<{ _id: string; name: string }> };

async function libraryId(name: string): Promise<string> {
  const page = await apiCall<LibraryPage>(
    journey.server.baseUrl,
    'GET',
    `/exercises?q=${encodeURIComponent(name)}`,
    { token: lifter.token },
  );
  const found = page.items.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not in the library`);
  return found._id;
}

const shot = (page: Page, name: string, fullPage = false) => settledShot(page, name, { fullPage });
const restReading = (page: Page) =>
  page.getByRole('timer', { name: 'Rest time left' }).textContent({ timeout: 5000 });

beforeAll(async () => {
  lifter = await createUser(journey.server.baseUrl, { name: 'Strength Lifter' });
  // Last time: a workout with the bench press, 60 kg × 8 twice, saved through the API.
  const benchId = await libraryId(BENCH);
  const earlier = await apiCall<{ _id: string }>(journey.server.baseUrl, 'POST', '/workouts/templates', {
    token: lifter.token,
    body: { name: 'Old Push', plan: [{ exerciseId: benchId, sets: [{ type: 'normal' }] }] },
  });
  const finishedAt = Date.now() - 2 * 24 * 60 * 60_000;
  await apiCall(journey.server.baseUrl, 'POST', '/workouts/finish', {
    token: lifter.token,
    body: {
      templateId: earlier._id,
      startedAt: new Date(finishedAt - 45 * 60_000).toISOString(),
      finishedAt: new Date(finishedAt).toISOString(),
      caloriesBurned: 300,
      notes: '',
      exercises: [
        {
          exerciseId: benchId,
          sets: [
            { type: 'normal', weightKg: 60, reps: 8, completed: true },
            { type: 'normal', weightKg: 60, reps: 8, completed: true },
          ],
        },
      ],
    },
  });
});

describe('strength journey', () => {
  let page: Page;

  it('creates a template from the library with target sets', async () => {
    page = await journey.visit('/workouts', { session: lifter });
    await page.getByRole('button', { name: 'Create Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Workout Template' });
    await dialog.getByLabel('Name').fill('Push Power');
    await dialog.getByLabel('Muscle Group').fill('Chest');

    // A typo and another word order still find it; the keyboard picks it.
    const search = dialog.getByRole('combobox', { name: 'Search the exercise library' });
    await search.fill('bench pres barbell medium');
    await dialog.getByRole('option', { name: new RegExp(BENCH) }).waitFor();
    const options = await dialog.getByRole('option').allTextContents();
    const position = options.findIndex((text) => text.startsWith(BENCH));
    expect(position).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < position; step += 1) await search.press('ArrowDown');
    await search.press('Enter');
    await dialog.getByRole('list', { name: 'Plan' }).getByText(BENCH, { exact: true }).waitFor();

    // Two working sets of 5 at 70 kg, 60 s rest: the plan's targets.
    await dialog.getByRole('button', { name: `Remove ${BENCH} target set 3` }).click();
    for (const set of [1, 2]) {
      await dialog.getByLabel(`${BENCH} target set ${set} weight in kg`).fill('70');
      await dialog.getByLabel(`${BENCH} target set ${set} reps`).fill('5');
    }
    await dialog.getByLabel(`${BENCH} rest in seconds`).fill('60');

    // A plank by clicking, then moved above the bench press and back again.
    await search.fill('plank');
    await dialog
      .getByRole('option', { name: /^Plank/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: `Move ${PLANK} up` }).click();
    await dialog.getByRole('button', { name: `Move ${PLANK} down` }).click();
    await shot(page, 'strength-template-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('region', { name: 'Push Power', exact: true });
    await card.getByText('2 exercises').waitFor();
    await card.getByText(`${BENCH}, ${PLANK}`).waitFor();
  });

  it('runs the session: last time shows and prefills the sets', async () => {
    await page
      .getByRole('region', { name: 'Push Power', exact: true })
      .getByRole('link', { name: 'Start Workout' })
      .click();
    await onSessionOf(page, 'Push Power');
    const table = page.getByRole('table', { name: `Sets of ${BENCH}` });
    await table.waitFor();
    const rows = table.getByRole('row');
    await rows.nth(1).getByText('60 kg × 8').waitFor();
    await rows.nth(2).getByText('60 kg × 8').waitFor();
    // Last time beats the plan's target as the starting value.
    expect(await page.getByLabel(`${BENCH} set 1 weight in kg`).inputValue()).toBe('60');
    expect(await page.getByLabel(`${BENCH} set 1 reps`).inputValue()).toBe('8');
    await page.getByRole('table', { name: `Sets of ${PLANK}` }).waitFor();
  });

  it('completes a set: the rest timer counts down and can be adjusted', async () => {
    await page.getByLabel(`${BENCH} set 1 weight in kg`).fill('65');
    await page.getByRole('checkbox', { name: `${BENCH} set 1 done` }).check();
    const rest = page.getByRole('region', { name: 'Rest timer' });
    await rest.waitFor();
    expect(await restReading(page)).toMatch(/^[01]:\d{2}$/);
    // The countdown moves.
    await page.waitForFunction(() => {
      const text = document.querySelector('[aria-label="Rest time left"]')?.textContent ?? '';
      return /^0:5\d$/.test(text);
    });
    const before = await restReading(page);
    await rest.getByRole('button', { name: 'Rest 15 seconds more' }).click();
    await page.waitForFunction((earlier) => {
      const text = document.querySelector('[aria-label="Rest time left"]')?.textContent ?? '';
      const seconds = (reading: string) => {
        const [m = '0', s = '0'] = reading.split(':');
        return Number(m) * 60 + Number(s);
      };
      return seconds(text) > seconds(earlier ?? '0:00');
    }, before);
    // It stays in view while the page scrolls.
    await page.mouse.wheel(0, 2000);
    expect(await rest.isVisible()).toBe(true);
    await shot(page, 'strength-session-rest-desktop');
  });

  it('keeps every set and the rest timer across a reload', async () => {
    await page.reload();
    await page.getByRole('table', { name: `Sets of ${BENCH}` }).waitFor();
    expect(await page.getByLabel(`${BENCH} set 1 weight in kg`).inputValue()).toBe('65');
    expect(await page.getByRole('checkbox', { name: `${BENCH} set 1 done` }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Rest timer' }).waitFor();
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await page.getByRole('region', { name: 'Rest timer' }).waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: `${BENCH} set 2 done` }).check();
    await page.getByRole('region', { name: 'Rest timer' }).waitFor();
    await page.getByLabel(`${PLANK} set 1 time in seconds`).fill('45');
    await page.getByRole('checkbox', { name: `${PLANK} set 1 done` }).check();
  });

  it('finishes and shows the new record and the workout in History', async () => {
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish Workout' });
    await dialog.getByRole('button', { name: 'Save Log' }).click();
    await page.waitForURL(/\/workouts$/);

    const records = page.getByRole('region', { name: 'Personal records' });
    await records.getByText('65 kg').first().waitFor();
    await records.getByText(BENCH).first().waitFor();

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Workout history' });
    const newest = history.getByRole('listitem').first();
    await newest.getByText('Push Power').waitFor();
    await newest.getByText(/PRs?$/).waitFor();
    await newest.getByText('3 sets').waitFor();
    await shot(page, 'strength-history-desktop', true);

    await newest.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Push Power' });
    const bench = detail.getByRole('region', { name: BENCH });
    await bench.getByText('65 kg × 8').waitFor();
    await bench.getByText('60 kg × 8').waitFor();
    await detail.getByRole('region', { name: PLANK }).getByText('0:45').waitFor();
    await shot(page, 'strength-detail-desktop');
    await page.keyboard.press('Escape');

    const logs = await journey.api<Array<{ workoutType: string; volumeKg: number; setCount: number }>>(
      'GET',
      '/workouts/logs',
      lifter.token,
    );
    expect(logs[0]).toMatchObject({ workoutType: 'Push Power', setCount: 3, volumeKg: 65 * 8 + 60 * 8 });
  });

  it('works on a phone', async () => {
    const phone = await journey.visit('/workouts', { session: lifter, viewport: PHONE });
    await phone.getByRole('tab', { name: 'History' }).click();
    await phone.getByRole('list', { name: 'Workout history' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.getByRole('tab', { name: 'Templates' }).click();
    await phone
      .getByRole('region', { name: 'Push Power', exact: true })
      .getByRole('link', { name: 'Start Workout' })
      .click();
    await phone.getByRole('table', { name: `Sets of ${BENCH}` }).waitFor();
    await phone.getByRole('checkbox', { name: `${BENCH} set 1 done` }).check();
    await phone.getByRole('region', { name: 'Rest timer' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, 'strength-session-phone');
  });

  it('logged no page errors', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
