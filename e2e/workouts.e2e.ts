import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, fillFields, onSessionOf, PHONE } from './support/browser.js';
import { settledShot, setupJourney } from './support/journey.js';

const journey = setupJourney();
let athlete: CreatedUser;

const openAt = (user: CreatedUser, path: string, viewport = DESKTOP): Promise<Page> =>
  journey.visit(path, { session: user, viewport });

const templateCard = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The first hh:mm:ss reading in a text, as seconds. */
function readingSeconds(text: string | null): number {
  const match = /(\d+):(\d{2}):(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no timer reading in ${JSON.stringify(text)}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The big session timer as seconds. */
async function timerSeconds(page: Page): Promise<number> {
  return readingSeconds(await page.getByRole('timer').first().textContent());
}

/** Waits until the timer shows more than `seconds`: it is running. */
async function timerPasses(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction((after) => {
    const text = document.querySelector('[role="timer"]')?.textContent ?? '';
    const match = /(\d+):(\d{2}):(\d{2})/.exec(text);
    return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) > after : false;
  }, seconds);
}

const shot = (page: Page, name: string, fullPage = false) => settledShot(page, name, { fullPage });

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

beforeAll(async () => {
  athlete = await createUser(journey.server.baseUrl, { name: 'Workout Walker' });
});

describe('workouts journey', () => {
  let page: Page;
  let sessionUrl: string;

  it('shows an empty workouts screen to a new user', async () => {
    page = await openAt(athlete, '/workouts');
    await page.getByRole('heading', { level: 1, name: 'Workouts' }).waitFor();
    await page.getByText('Templates: 0').waitFor();
    await page.getByText('No notes yet. Finish a workout and add a note to see it here.').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    // History was a placeholder ('History view coming soon.'); it now lists workouts, none yet.
    await page.getByText('No workouts yet.').waitFor();
    await page.getByRole('tab', { name: 'Templates' }).click();
    await shot(page, 'workouts-empty-desktop', true);
  });

  it('creates a template; the dialog closes at once', async () => {
    // A second template, so the search has something to leave out.
    await journey.api('POST', '/workouts/templates', athlete.token, {
      name: 'Easy Stretch',
      muscleGroup: 'Mobility',
      exercises: ['Cat cow'],
      estimatedDurationMin: 15,
    });
    await page.reload();
    await page.getByText('Templates: 1').waitFor();

    await page.getByRole('button', { name: 'Create Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Workout Template' });
    await fillFields(dialog, {
      Name: 'Sunrise HIIT',
      Day: 'Monday',
      'Muscle Group': 'Full body',
      Exercises: 'Burpee, Jump Squat, , Plank',
      'Estimated Duration (min)': '20',
    });
    await shot(page, 'workouts-create-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = templateCard(page, 'Sunrise HIIT');
    await card.getByText('3 exercises').waitFor();
    await card.getByText('Burpee, Jump Squat, Plank').waitFor();
    await card.getByText('20 min').waitFor();
    await page.getByText('Templates: 2').waitFor();
  });

  it('finds the template by an exercise, ignoring case', async () => {
    const search = page.getByPlaceholder('Search workouts...');
    await search.fill('JUMP squat');
    await page.getByText('Templates: 1').waitFor();
    expect(await templateCard(page, 'Easy Stretch').count()).toBe(0);
    await templateCard(page, 'Sunrise HIIT').waitFor();
    await search.fill('mobility');
    await templateCard(page, 'Easy Stretch').waitFor();
    expect(await templateCard(page, 'Sunrise HIIT').count()).toBe(0);
    await search.fill('hiit');
  });

  it('starts the workout: the timer ticks', async () => {
    await templateCard(page, 'Sunrise HIIT').getByRole('link', { name: 'Start Workout' }).click();
    await onSessionOf(page, 'Sunrise HIIT');
    sessionUrl = page.url();
    await page.getByText('Session Details').waitFor();
    await page.getByText('Jump Squat').waitFor();
    await timerPasses(page, 1);
    await shot(page, 'workouts-session-desktop', true);
  });

  it('pauses and resumes', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Paused', { exact: true }).waitFor();
    const paused = await timerSeconds(page);
    // While paused the reading holds; resuming makes it move past it.
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await timerSeconds(page)).toBe(paused);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Paused', { exact: true }).waitFor({ state: 'detached' });
    await timerPasses(page, paused);
  });

  it('survives a reload with the timer still running', async () => {
    const before = await timerSeconds(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Sunrise HIIT' }).waitFor();
    expect(page.url()).toBe(sessionUrl);
    expect(await timerSeconds(page)).toBeGreaterThanOrEqual(before);
    await timerPasses(page, before + 1);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
  });

  it('finishes with a note and shows it, with Today, on /workouts', async () => {
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish Workout' });
    await dialog.getByText('Review and save this session.').waitFor();
    await dialog.getByRole('timer').waitFor();
    await dialog.getByLabel('Notes (optional)').fill('Burpee PR: 30 in a row');
    await dialog.getByLabel('Calories burned').fill('150');
    await shot(page, 'workouts-finish-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save Log' }).click();

    await page.waitForURL(/\/workouts$/);
    await page.getByText('Burpee PR: 30 in a row').waitFor();
    await page.getByText('150 kcal').waitFor();
    await templateCard(page, 'Sunrise HIIT').getByText('Today').waitFor();
    // The session is over: no active-workout card.
    expect(await page.getByRole('button', { name: 'Finish Workout' }).count()).toBe(0);

    const logs = await journey.api<Array<{ workoutType: string; notes: string; caloriesBurned: number }>>(
      'GET',
      '/workouts/logs',
      athlete.token,
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      workoutType: 'Sunrise HIIT',
      notes: 'Burpee PR: 30 in a row',
      caloriesBurned: 150,
    });
    await shot(page, 'workouts-after-finish-desktop', true);
  });

  it('edits the note', async () => {
    await page.getByRole('button', { name: 'Edit note of Sunrise HIIT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Note' });
    await dialog.getByLabel('Notes').fill('Burpee PR: 32 in a row');
    await shot(page, 'workouts-edit-note-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Burpee PR: 32 in a row').waitFor();
    expect(await page.getByText('Burpee PR: 30 in a row').count()).toBe(0);
  });

  it('asks before another template replaces the running workout', async () => {
    await templateCard(page, 'Sunrise HIIT').getByRole('link', { name: 'Start Workout' }).click();
    await onSessionOf(page, 'Sunrise HIIT');
    const sunriseUrl = page.url();
    await timerPasses(page, 1);
    await page.getByRole('link', { name: 'Back' }).click();
    await templateCard(page, 'Easy Stretch').getByRole('link', { name: 'Start Workout' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Replace the running workout?' });
    await ask.getByText('“Sunrise HIIT” is in progress').waitFor();
    await shot(page, 'workouts-replace-confirm-desktop');
    // The question names the running workout and its elapsed time.
    const running = readingSeconds(await ask.textContent());
    expect(running).toBeGreaterThanOrEqual(1);

    await ask.getByRole('button', { name: 'Keep current' }).click();
    await onSessionOf(page, 'Sunrise HIIT');
    expect(page.url()).toBe(sunriseUrl);
    await timerPasses(page, running);
    const kept = await timerSeconds(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await templateCard(page, 'Easy Stretch').getByRole('link', { name: 'Start Workout' }).click();
    await ask.getByRole('button', { name: 'Start new' }).click();
    await ask.waitFor({ state: 'detached' });
    await onSessionOf(page, 'Easy Stretch');
    expect(await timerSeconds(page)).toBeLessThan(kept);

    // Leave no workout running for the steps below.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard this workout?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await page.getByRole('button', { name: 'Finish Workout' }).waitFor({ state: 'detached' });
  });

  it('removes the template after confirming; its log stays', async () => {
    await templateCard(page, 'Sunrise HIIT').getByRole('button', { name: 'Remove Sunrise HIIT' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this template?' });
    await shot(page, 'workouts-remove-confirm-desktop');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Template removed').waitFor();
    await templateCard(page, 'Sunrise HIIT').waitFor({ state: 'detached' });
    await page.getByText('Burpee PR: 32 in a row').waitFor();
  });

  it('works on a phone', async () => {
    const phone = await openAt(athlete, '/workouts', PHONE);
    await phone.getByText('Templates: 1').waitFor();
    await phone.getByText('Burpee PR: 32 in a row').waitFor();
    expect(await hasNoHorizontalScroll(phone)).toBe(true);
    await shot(phone, 'workouts-phone', true);

    await phone.getByRole('button', { name: 'Create Workout' }).click();
    await phone.getByRole('dialog', { name: 'Create Workout Template' }).waitFor();
    await shot(phone, 'workouts-create-dialog-phone');
    await phone.keyboard.press('Escape');

    await templateCard(phone, 'Easy Stretch').getByRole('link', { name: 'Start Workout' }).click();
    await onSessionOf(phone, 'Easy Stretch');
    await timerPasses(phone, 0);
    expect(await hasNoHorizontalScroll(phone)).toBe(true);
    await shot(phone, 'workouts-session-phone', true);
    await phone.getByRole('button', { name: 'Finish', exact: true }).click();
    await phone.getByRole('dialog', { name: 'Finish Workout' }).waitFor();
    await shot(phone, 'workouts-finish-dialog-phone');
    await phone.getByRole('button', { name: 'Back', exact: true }).last().click();
    await phone.getByRole('dialog', { name: 'Finish Workout' }).waitFor({ state: 'detached' });

    // Back to the list: the running workout shows as the active-workout card.
    await phone.getByRole('link', { name: 'Back' }).click();
    await phone.getByRole('button', { name: 'Finish Workout' }).waitFor();
    await shot(phone, 'workouts-active-card-phone', true);
  });

  it("shows 'Template not found.' for an unknown id", async () => {
    await page.goto('/workouts/session/no-such-template');
    await page.getByText('Template not found.').waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/workouts$/);
  });

  it('logged no page errors', () => {
    expect(journey.pageErrors()).toEqual([]);
  });
});
