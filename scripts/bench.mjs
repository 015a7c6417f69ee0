// `npm run bench`: installs what is missing, builds the production server and measures it from separate
// load-generating processes on fresh databases filled by `npm run seed`'s script. Prints a table and writes the
// same figures as JSON to bench/results/. README "Benchmark" explains the figures and the targets; the parts
// live in bench/ (options, provision, seed, measure, frontend, report).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterBench } from '../bench/cluster.mjs';
import { firstLoadBudgets, pageFigures, serviceWorkerFirstLoad } from '../bench/frontend.mjs';
import { log } from '../bench/log.mjs';
import { baselines, measureSize, writesAndSustained } from '../bench/measure.mjs';
import { readOptions, USAGE } from '../bench/options.mjs';
import { killAll } from '../bench/processes.mjs';
import { SEED_ENTRY, SERVER_ENTRY, WEB_DIST } from '../bench/provision.mjs';
import { report } from '../bench/report.mjs';
import { build, ensureInstalled, root, run as runCommand } from './lib.mjs';

let options;
try {
  options = readOptions();
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { quick, settings, dialect, databaseUrl, keep } = options;
const STRENGTH_BENCH = path.join(root, 'apps/server/dist/scripts/bench-strength.js');
const IMPORT_BENCH = path.join(root, 'apps/server/dist/scripts/bench-import.js');
const PROGRESS_BENCH = path.join(root, 'apps/server/dist/scripts/bench-progress.js');
const SOCIAL_BENCH = path.join(root, 'apps/server/dist/scripts/bench-social.js');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-bench-'));
/** What every phase needs to know about this run. */
const run = { workDir, settings, dialect, databaseUrl, keep };

const results = {
  startedAt: new Date().toISOString(),
  dialect,
  quick,
  settings,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAvgAtStart: os.loadavg().map((l) => +l.toFixed(2)),
  },
};

async function main() {
  const started = Date.now();
  ensureInstalled();
  if (!options.skipBuild) build();
  for (const file of [SERVER_ENTRY, SEED_ENTRY, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  }
  if (options.cluster) {
    results.cluster = await clusterBench(run, { quick });
    return;
  }
  log(`${dialect}; work directory ${workDir}`);
  results.frontend = firstLoadBudgets(WEB_DIST);
  results.serviceWorker = serviceWorkerFirstLoad(WEB_DIST);
  results.baseline = await baselines(run);
  results.small = await measureSize(run, 'small', settings.small);
  results.large = await measureSize(run, 'large', settings.large, writesAndSustained);
  if (settings.lighthouse) Object.assign(results, await pageFigures(run, { lighthouse: {}, observed: {} }));
  results.elapsedS = Math.round((Date.now() - started) / 1000);
  report(results);
  // The feature benches print their own tables beside their issue's targets (issues 13 and 14).
  log('strength training (issue 13): library search and a 30-set finish');
  runCommand(process.execPath, [STRENGTH_BENCH, quick ? '100' : '500']);
  log('import (issue 18): a Strong file of 50,000 sets, sets per second and peak memory');
  runCommand(process.execPath, [IMPORT_BENCH, quick ? '10000' : '50000']);
  log('social (issue 17): the feed and the leaderboard of a user with 200 friends');
  runCommand(process.execPath, [SOCIAL_BENCH, quick ? '100' : '500']);
  log('dashboard visit (issue 14): 14 calls against one, with and without revalidation');
  const visitSize = quick ? ['--users', '100', '--days', '30', '--duration', '5'] : [];
  runCommand(process.execPath, ['bench/dashboard-visit.mjs', '--skip-build', ...visitSize]);
  log('progress charts (issue 16): each chart request for a person with 3 years of history');
  runCommand(process.execPath, [PROGRESS_BENCH, quick ? '50' : '300', quick ? '365' : '1095']);
  log('food diary (issue 15): food search p95 and a day read of a 3-year diary');
  runCommand(process.execPath, ['bench/food-diary.mjs', '--rounds', quick ? '100' : '500']);
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${dialect}-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nfigures written to ${path.relative(root, file)} (${results.elapsedS} s)`);
}

function cleanUp() {
  killAll();
  if (!keep) fs.rmSync(workDir, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

main()
  .catch((error) => {
    console.error(`\n✖ bench failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
