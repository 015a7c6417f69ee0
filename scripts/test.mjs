// `npm test`: install what is missing (Chromium too, where we may), build, type-check and lint, then run every
// suite and end with one plain line `N passed, N failed`.
// `node scripts/test.mjs <suite>...` (npm run test:unit, test:api, test:e2e) runs only the named suites: it
// installs what is missing too, builds only for the browser journeys, and leaves type-check and lint to npm test.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { build, ensureInstalled, root, run } from './lib.mjs';

function requireChromium() {
  if (ensureChromium()) return;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  fail(
    'The browser journeys need Chromium and none was found. Install it (as root: apt-get install -y chromium) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
  );
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const SUITES = ['shared', 'server', 'web', 'e2e'];
const named = process.argv.slice(2);
for (const suite of named)
  if (!SUITES.includes(suite)) fail(`Unknown suite ${suite}: one of ${SUITES.join(', ')}.`);
const projects = named.length ? named : (process.env.TEST_PROJECTS ?? SUITES.join(',')).split(',');

const label = process.env.TEST_LABEL ?? (named.length ? named.join('-') : 'all');
const resultsDir = path.join(root, '.test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const resultFile = path.join(resultsDir, `vitest-${label}.json`);
fs.rmSync(resultFile, { force: true });

ensureInstalled();
if (projects.includes('e2e')) requireChromium();
// Only the journeys need the production build; the other suites run the sources.
if (process.env.SKIP_BUILD !== '1' && (!named.length || projects.includes('e2e'))) build();
if (process.env.SKIP_TYPECHECK !== '1' && !named.length) {
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
