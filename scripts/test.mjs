// `npm test`: install what is missing (Chromium too, where we may), build, type-check and lint, then run every
// suite and end with one plain line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib.mjs';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return;
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  if (CHROMIUM_CANDIDATES.some((candidate) => fs.existsSync(candidate))) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('Installing Debian Chromium for the browser journeys...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
    ) {
      return;
    }
  }
  fail(
    'The browser journeys need Chromium and none was found. Install it (as root: apt-get install -y chromium) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
  );
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const label = process.env.TEST_LABEL ?? 'all';
const resultsDir = path.join(root, '.test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const resultFile = path.join(resultsDir, `vitest-${label}.json`);
fs.rmSync(resultFile, { force: true });

ensureInstalled();
const projects = (process.env.TEST_PROJECTS ?? 'shared,server,web,e2e').split(',');
if (projects.includes('e2e')) ensureChromium();
if (process.env.SKIP_BUILD !== '1') build();
if (process.env.SKIP_TYPECHECK !== '1') {
  console.log('Type-checking and linting...');
  if (run('npm', ['run', 'typecheck']) !== 0) fail('Type check failed.');
  if (run('npm', ['run', 'lint']) !== 0) fail('Lint failed.');
}

const status = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultFile}`,
]);

let passed = 0;
let failed = 0;
if (fs.existsSync(resultFile)) {
  const results = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
  // A file that failed to load counts as a failure even if no test in it ran.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
