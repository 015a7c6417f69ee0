import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.js';
import { DESKTOP, fillFields, PHONE, trackPageErrors } from './support/browser.js';
import { solidImageFile } from './support/images.js';
import { expectPath, setupJourney, SHOTS } from './support/journey.js';

const journey = setupJourney();

const stepShown = (page: Page, n: number) => page.getByText(`Step ${n} of 3`, { exact: true }).waitFor();
const message = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Waits until an <img> has really loaded (decoded with a size), not just been put in the page. */
async function imageLoaded(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const img = document.querySelector<HTMLImageElement>(sel);
    return Boolean(img && img.complete && img.naturalWidth > 0);
  }, selector);
}

async function register(page: Page, name: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page
    .getByLabel('Email')
    .fill(`onboarding-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('onboarding password 1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectPath(page, '/onboarding');
}

describe('onboarding', () => {
  it('walks the three steps with every message, uploads a picture, finishes on / and welcomes the user', async () => {
    const page = await journey.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await register(page, 'Wizard Walker');

    // Step 1: the name is prefilled; Back is disabled; Next with missing answers shows every message and stays.
    await stepShown(page, 1);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Wizard Walker');
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Basic Info');
    await page.screenshot({ path: `${SHOTS}/onboarding-step1-desktop.png`, fullPage: true });

    await page.getByLabel('Full Name').fill(' W ');
    await page.getByLabel('Age').fill('7');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const text of [
      'Please enter a valid full name.',
      'Age must be between 10 and 100.',
      'Please select your gender.',
      'Height must be between 100 and 250 cm.',
      'Weight must be between 30 and 400 kg.',
      'Please select your fitness experience.',
    ]) {
      await message(page, text).waitFor();
    }
    await stepShown(page, 1);
    await page.screenshot({ path: `${SHOTS}/onboarding-step1-errors-desktop.png`, fullPage: true });

    // A refused picture shows the spec's message; a real one is shown as the server answered it.
    await page.getByLabel('Upload picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await message(page, 'Failed to upload picture. Try a different image.').waitFor();
    await page
      .getByLabel('Upload picture')
      .setInputFiles(await solidImageFile('me.jpg', { width: 900, height: 600, background: '#2a7' }));
    await imageLoaded(page, 'img[alt="Your avatar"]');
    expect(await page.getByAltText('Your avatar').getAttribute('src')).toMatch(
      /^\/api\/images\/[0-9a-f-]{36}$/,
    );
    await message(page, 'Failed to upload picture. Try a different image.').waitFor({ state: 'detached' });

    await fillFields(page, {
      'Full Name': 'Wizard Walker',
      Age: '29',
      'Height (cm)': '172',
      'Weight (kg)': '64.5',
    });
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Fitness Experience').selectOption('Advanced');
    await message(page, 'Age must be between 10 and 100.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: default weekly target; both rules; Back keeps step 1's answers.
    await stepShown(page, 2);
    expect(await page.getByLabel('Weekly Target').inputValue()).toBe('3-5 days');
    await page.getByLabel('Weekly Target').fill('ab');
    await page.getByRole('button', { name: 'Next' }).click();
    await message(page, 'Please choose your primary goal.').waitFor();
    await message(page, 'Please provide a weekly target (e.g., 3-5 days).').waitFor();
    await stepShown(page, 2);

    await page.getByRole('button', { name: 'Back' }).click();
    await stepShown(page, 1);
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('64.5');
    await page.getByRole('button', { name: 'Next' }).click();

    await stepShown(page, 2);
    await page.getByLabel('Primary Goal').selectOption('Endurance');
    await page.getByLabel('Weekly Target').fill('4 days');
    await page.getByLabel('Target Weight (kg)').fill('62');
    await page.getByLabel('Specific Goals').fill('Run a half marathon');
    await page.screenshot({ path: `${SHOTS}/onboarding-step2-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: Anytime by default; at least one day; Finish.
    await stepShown(page, 3);
    expect(await page.getByLabel('Preferred Workout Time').inputValue()).toBe('Anytime');
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await message(page, 'Please select at least one available day.').waitFor();
    await stepShown(page, 3);
    await page.getByRole('group', { name: 'Available Days' }).getByLabel('Tuesday').check();
    await page.getByRole('group', { name: 'Available Days' }).getByLabel('Saturday').check();
    await page.getByRole('group', { name: 'Equipment Available' }).getByLabel('Yoga Mat').check();
    await page.getByLabel('Health Conditions').fill('None');
    await page.screenshot({ path: `${SHOTS}/onboarding-step3-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Finish' }).click();

    await expectPath(page, '/');
    await page.screenshot({ path: `${SHOTS}/onboarding-finished-desktop.png` });
    // The first-welcome flag travels in the navigation state; the dashboard's hero turns it into 'Welcome'.
    await page.getByText('Welcome, Wizard Walker!', { exact: true }).waitFor();
    // The header avatar is the picture uploaded during onboarding.
    await imageLoaded(page, 'header a[href="/profile"] img');

    // What was stored, numbers as numbers.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const { user } = await apiCall<{ user: { isOnboarded: boolean; onboarding: Record<string, unknown> } }>(
      journey.server.baseUrl,
      'GET',
      '/auth/profile',
      { token: token! },
    );
    expect(user.isOnboarded).toBe(true);
    expect(user.onboarding).toEqual({
      basicInfo: {
        fullName: 'Wizard Walker',
        age: 29,
        gender: 'Female',
        height: 172,
        weight: 64.5,
        fitnessExperience: 'Advanced',
      },
      goals: {
        primaryGoal: 'Endurance',
        targetWeight: 62,
        weeklyTarget: '4 days',
        specificGoals: 'Run a half marathon',
      },
      preferences: {
        workoutTime: 'Anytime',
        availableDays: ['Tuesday', 'Saturday'],
        equipmentAvailable: ['Yoga Mat'],
        healthConditions: 'None',
      },
    });

    // A later visit is a welcome back; onboarding is no longer forced.
    await page.goto('/workouts');
    await expectPath(page, '/workouts');
    await page.goto('/');
    await page.getByText('Welcome Back, Wizard Walker!', { exact: true }).waitFor();
    // The only failed request is the refused picture above.
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
    ]);
  });

  it('fits a phone screen', async () => {
    const page = await journey.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await register(page, 'Phone Person');
    await stepShown(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await message(page, 'Please select your gender.').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/onboarding-step1-phone.png`, fullPage: true });

    await page.getByLabel('Age').fill('41');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Height (cm)').fill('181');
    await page.getByLabel('Weight (kg)').fill('90');
    await page.getByLabel('Fitness Experience').selectOption('Beginner');
    // Enter submits the step like Next.
    await page.getByLabel('Weight (kg)').press('Enter');
    await stepShown(page, 2);
    await page.getByLabel('Primary Goal').selectOption('Weight Loss');
    await page.screenshot({ path: `${SHOTS}/onboarding-step2-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await stepShown(page, 3);
    await page.getByRole('group', { name: 'Available Days' }).getByLabel('Sunday').check();
    await page.screenshot({ path: `${SHOTS}/onboarding-step3-phone.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expectPath(page, '/');
    expect(errors).toEqual([]);
  });
});
