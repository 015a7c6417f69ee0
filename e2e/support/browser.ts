import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export type PageSession = { token: string; refresh: string };

/**
 * A page in a fresh browser context. With a session, the tokens are in localStorage before the app's
 * first script runs, so the page starts signed in (tests log in through the UI only where login is
 * what they test).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { session?: PageSession; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? DESKTOP });
  if (options.session) {
    await context.addInitScript(
      ({ token, refresh }) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem('accessToken', token);
          localStorage.setItem('refreshToken', refresh);
          sessionStorage.setItem('e2e-seeded', '1');
        }
      },
      { token: options.session.token, refresh: options.session.refresh },
    );
  }
  const page = await context.newPage();
  return page;
}

/** Collects console errors, uncaught exceptions and CSP violations of a page. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Types each value into the field of `scope` (a dialog, a form) labelled with its key, in the order given. */
export async function fillFields(scope: Locator | Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/**
 * Waits until the page is the running session of the template `name`: its title, the page's level-2 heading. A
 * heading of that name at any level is no proof: /workouts, which the click leaves and which can still be on
 * screen after the address changed, has the template's card and the workouts logged from it under the same name.
 */
export async function onSessionOf(page: Page, name: string): Promise<void> {
  await page.waitForURL(/\/workouts\/session\/[\w-]+$/);
  await page.getByRole('heading', { name, exact: true, level: 2 }).waitFor();
}
