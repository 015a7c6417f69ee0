/*
 * Lighthouse (mobile profile, simulated throttling) of pages of a running server, in its own process:
 *   node bench/lighthouse.mjs <config.json>   config: { baseUrl, pages: [{ name, path, session? }], runs?, reportDir? }
 * (`node bench/frontend.mjs --lighthouse` provisions a server and runs this alone.) Each page is audited `runs` times
 * (default 5) and reported by its median run, as Lighthouse's own guidance on variability does
 * (lighthouse/core/lib/median-run.js: the run nearest the median first paint and time to interactive), beside the
 * lowest and highest performance score of all runs. With `reportDir` it also writes the median run's full report
 * there (<reportDir>/<page>.json) to read its opportunities and diagnostics.
 * Starts Chromium with a debugging port and the flags of scripts/chromium.mjs; for a signed-in page it
 * puts the tokens into the origin's localStorage first (through the DevTools protocol) and tells Lighthouse to
 * keep storage. Prints one JSON line: per page the three category scores (0-100) and the bytes it loaded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { freePort } from './processes.mjs';
import { signInTab } from './signed-in-tab.mjs';

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const CHROMIUM = findChromium();
const RUNS = config.runs ?? 5;

async function waitForDevtools(port, child) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('chromium did not open its debugging port');
}

if (!CHROMIUM) throw new Error('Chromium not found (set CHROMIUM_PATH)');

/** One audit of a page in a fresh Chromium with an empty profile (a cold cache, as a first visit). */
async function audit(page) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-lighthouse-'));
  const browserProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForDevtools(port, browserProcess);
    if (page.session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      const tab = await context.newPage();
      await signInTab(tab, config.baseUrl, page.session);
      await tab.close();
    }
    const run = await lighthouse(`${config.baseUrl}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keep the tokens just put into localStorage (a signed-in visit).
      disableStorageReset: Boolean(page.session),
    });
    // Lighthouse scales the main-thread time it observes by its CPU slowdown: a busy machine lowers the score.
    return { lhr: run.lhr, loadAvg1m: +os.loadavg()[0].toFixed(2) };
  } finally {
    const exited = new Promise((resolve) =>
      browserProcess.exitCode !== null ? resolve() : browserProcess.once('exit', resolve),
    );
    browserProcess.kill('SIGKILL');
    await exited;
    try {
      // Chromium's helper processes may still be writing into the profile for a moment.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // a leftover temporary profile is harmless
    }
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The page's figures: its median run's, with the range of the performance score over all runs. */
function summary(page, runs) {
  const median = computeMedianRun(runs.map((run) => run.lhr));
  const { lhr, loadAvg1m } = runs.find((run) => run.lhr === median);
  if (config.reportDir) {
    const slug = page.path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root';
    fs.writeFileSync(path.join(config.reportDir, `${slug}.json`), JSON.stringify(lhr));
  }
  const performances = runs.map((run) => score(run.lhr, 'performance'));
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  return {
    name: page.name,
    url: lhr.finalDisplayedUrl,
    runs: runs.length,
    performance: score(lhr, 'performance'),
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    // Every run, not only the median one, must be clean.
    accessibility: Math.min(...runs.map((run) => score(run.lhr, 'accessibility'))),
    bestPractices: Math.min(...runs.map((run) => score(run.lhr, 'best-practices'))),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    scriptKB: +(bytes('script') / 1024).toFixed(1),
    totalKB: +(bytes('total') / 1024).toFixed(1),
    loadAvg1m,
    // Lighthouse's own measure of the host's CPU (higher is faster): one build scored 98 on 27 November and 67 to
    // 76 on 7 December, so a score is read beside it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    inspectorIssues: (lhr.audits['inspector-issues']?.details?.items ?? []).map((item) => item.issueType),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id),
  };
}

const results = [];
for (const page of config.pages) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page));
  results.push(summary(page, runs));
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
