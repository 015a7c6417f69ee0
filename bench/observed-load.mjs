/*
 * First loads as the browser observes them, at Lighthouse's CPU slowdown (4x, through the DevTools protocol) but
 * without its simulation: first contentful paint, largest contentful paint, the blocking time of the long tasks
 * after the first paint, and when `GET /api/dashboard` was sent. Lighthouse's simulated score moves by about five
 * points between runs of one build on our machines and hid a change that sent the dashboard's request 150-500 ms
 * sooner (README, 8 December); these figures resolve such a change. Each load is a fresh browser context (a cold
 * cache); a page counts as loaded once its `ready` text shows and no long task has run for a second.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { signInTab } from './signed-in-tab.mjs';
import { median } from './stats.mjs';

const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;
const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Runs in the page before its own scripts: collects the paints and long tasks this file reports. */
function observePage() {
  const seen = { lcp: 0, longTasks: [], lastBusy: 0 };
  globalThis.__observedLoad = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
      seen.lastBusy = entry.startTime + entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
}

function readFigures() {
  const seen = globalThis.__observedLoad;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const dashboard = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/dashboard'));
  return {
    fcpMs: Math.round(fcp),
    lcpMs: Math.round(seen.lcp),
    blockingMs: Math.round(
      seen.longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    ),
    dashboardRequestMs: dashboard ? Math.round(dashboard.startTime) : null,
  };
}

async function loadOnce(browser, baseUrl, page) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    await context.addInitScript(observePage);
    const tab = await context.newPage();
    if (page.session) await signInTab(tab, baseUrl, page.session);
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(`${baseUrl}${page.path}`);
    await tab.getByText(page.ready).first().waitFor();
    await tab.waitForFunction(
      (quiet) => performance.now() - globalThis.__observedLoad.lastBusy > quiet,
      QUIET_MS,
      { polling: 250 },
    );
    return await tab.evaluate(readFigures);
  } finally {
    await context.close();
  }
}

const FIGURES = ['fcpMs', 'lcpMs', 'blockingMs', 'dashboardRequestMs'];

/**
 * `pages`: [{ name, path, ready, session? }]. Loads each page `runs` times and answers, per page, the median of
 * each figure beside its lowest and highest (null where no load had it: /login sends no dashboard request).
 */
export async function observeLoads(baseUrl, pages, runs = 7) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const page of pages) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, baseUrl, page));
      const summary = { name: page.name, runs, cpuSlowdown: CPU_SLOWDOWN };
      for (const figure of FIGURES) {
        const values = loads.map((load) => load[figure]).filter((value) => value !== null);
        summary[figure] = values.length
          ? { median: median(values), range: [Math.min(...values), Math.max(...values)] }
          : null;
      }
      results.push(summary);
    }
    return results;
  } finally {
    await browser.close();
  }
}
