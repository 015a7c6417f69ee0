import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { apiCall } from './api.js';
import { DESKTOP, launchBrowser, openPage, trackPageErrors, type PageSession } from './browser.js';
import { MIDNIGHT_MARGIN_MS, startOnOneCalendarDay } from './one-calendar-day.js';
import { startServer, type RunningServer } from './server.js';

/** Where journeys leave their screenshots for people to look at. */
export const SHOTS = '/tmp/shots';

type PageOptions = { session?: PageSession; viewport?: { width: number; height: number } };

/**
 * Registers the hooks that give a journey file its own server and browser, and returns them. The getters only work
 * inside tests and hooks, which run after the server and browser have started. `env` is added to the server's.
 */
export function setupJourney({ env }: { env?: Record<string, string> } = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const errorLists: string[][] = [];

  // The hook's own two minutes, plus the wait for the new day when a file would start just before midnight.
  beforeAll(async () => {
    await startOnOneCalendarDay();
    fs.mkdirSync(SHOTS, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  }, 120_000 + MIDNIGHT_MARGIN_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const journey = {
    get server(): RunningServer {
      if (!server) throw new Error('The journey server is not running: use it inside a test or hook.');
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error('The journey browser is not running: use it inside a test or hook.');
      return browser;
    },
    /** A page in a fresh browser context on this journey's server, signed in when given a session. */
    newPage(options: PageOptions = {}): Promise<Page> {
      return openPage(journey.browser, journey.server.baseUrl, options);
    },
    /** Collects the page's errors for `pageErrors()`. */
    trackErrors(page: Page): void {
      errorLists.push(trackPageErrors(page));
    },
    /** A fresh page at `path` whose errors are collected (desktop size unless told). */
    async visit(path: string, { session, viewport = DESKTOP }: PageOptions = {}): Promise<Page> {
      const page = await journey.newPage({ session, viewport });
      journey.trackErrors(page);
      await page.goto(path);
      return page;
    },
    /** A call to this journey's API as the user with this token (support/api `apiCall`). */
    api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
      return apiCall<T>(journey.server.baseUrl, method, path, { token, body });
    },
    /** Every error of every tracked page so far. */
    pageErrors(): string[] {
      return errorLists.flat();
    },
  };
  return journey;
}

// SPA navigations change the URL without a load event; the URL is what we assert.
export const expectPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });

/** A screenshot in SHOTS taken once opening animations (dialogs) have finished. */
export async function settledShot(
  page: Page,
  name: string,
  { fullPage }: { fullPage: boolean },
): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
