// Lists the failed tests of every suite CI ran (.test-results/vitest-*.json), each with the start of its failure,
// so the end of a CI log (often all that is kept) names what failed. Prints nothing when everything passed.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const resultsDir = path.join(root, '.test-results');
const files = fs.existsSync(resultsDir)
  ? fs.readdirSync(resultsDir).filter((name) => /^vitest-.*\.json$/.test(name))
  : [];
const firstLines = (text, count) => text.split('\n').slice(0, count).join('\n    ');

for (const file of files.sort()) {
  const results = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  const label = file.replace(/^vitest-|\.json$/g, '');
  for (const suite of results.testResults) {
    const where = path.relative(root, suite.name);
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (suite.status === 'failed' && failedTests.length === 0) {
      console.log(`FAILED [${label}] ${where} (the file itself)\n    ${firstLines(suite.message ?? '', 6)}`);
    }
    for (const test of failedTests) {
      const message = (test.failureMessages ?? []).join('\n');
      console.log(`FAILED [${label}] ${where} > ${test.fullName}\n    ${firstLines(message, 6)}`);
    }
  }
}
