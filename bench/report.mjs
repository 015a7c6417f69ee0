// The bench's report: one table of every measure against its target, as ratios to the hello-worlds of the same
// run (this shared machine varies by ±30 % between runs), then the front end and Lighthouse figures.
import os from 'node:os';

const ratio = (a, b) => (b ? +(a / b).toFixed(2) : null);
const mark = (ok) => (ok === undefined || ok === null ? '' : ok ? 'met' : 'MISSED');

/** Prints the table of a run's `results` and sets on them what it works out: `targets` and `growthP99Ratio`. */
export function report(results) {
  const { dialect, quick, settings } = results;
  const fastify = results.baseline?.fastify;
  const node = results.baseline?.['node:http'];
  const rows = [];
  const row = (name, rps, p50, p99, errors, versus, target, ok) =>
    rows.push([name, rps ?? '', p50 ?? '', p99 ?? '', errors ?? '', versus ?? '', target ?? '', mark(ok)]);
  const errs = (r) => r.errors + r.timeouts + r.non2xx;
  if (node)
    row(
      'hello-world node:http (50 conn)',
      node.rps,
      node.p50,
      node.p99,
      errs(node),
      ratio(node.rps, fastify?.rps),
      '',
      null,
    );
  if (fastify)
    row(
      'hello-world Fastify (50 conn)',
      fastify.rps,
      fastify.p50,
      fastify.p99,
      errs(fastify),
      '1.00',
      '',
      null,
    );
  const targets = {};
  for (const [key, label] of [
    ['small', `dashboard mix, ${settings.small.users} users x ${settings.small.days} d`],
    ['large', `dashboard mix, ${settings.large.users} users x ${settings.large.days} d`],
  ]) {
    const m = results[key]?.mix;
    if (!m) continue;
    const ok = m.rps >= 0.5 * (fastify?.rps ?? Infinity) && m.p99 < 50 && errs(m) === 0;
    targets[`mix-${key}`] = ok;
    row(label, m.rps, m.p50, m.p99, errs(m), ratio(m.rps, fastify?.rps), '>=0.5x, p99<50, 0 err', ok);
  }
  if (results.small?.mix && results.large?.mix) {
    const growth = ratio(results.large.mix.p99, results.small.mix.p99);
    results.growthP99Ratio = growth;
    targets.growth = growth < 1.3;
    row('growth: p99 large / small', '', '', growth, '', '', '< 1.3', targets.growth);
  }
  const w = results.large?.writes;
  if (w) {
    targets.writes = w.storedEquals2xx && errs(w) === 0;
    row(
      `writes (50 conn, ${w.requests} req): stored ${w.storedRows} / 2xx ${w.ok2xx}`,
      w.rps,
      w.p50,
      w.p99,
      errs(w),
      ratio(w.rps, fastify?.rps),
      'stored = 2xx',
      targets.writes,
    );
  }
  const s = results.large?.sustained;
  if (s) {
    targets.sustained = errs(s) === 0 && s.rss.lateOverEarly <= 1.2;
    row(
      `sustained 200 conn ${settings.sustained}s, RSS ${s.rss.startMB}->${s.rss.endMB} MB (max ${s.rss.maxMB})`,
      s.rps,
      s.p50,
      s.p99,
      errs(s),
      ratio(s.rps, fastify?.rps),
      '0 err, no RSS growth',
      targets.sustained,
    );
  }
  const header = ['measure', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x Fastify', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(
    `\nMomentum bench — ${dialect}, ${os.cpus().length} CPUs, Node ${process.version}${quick ? ' (quick)' : ''}`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));

  if (results.frontend) {
    console.log('\nfront end (gzip, first load)   JS KB   CSS KB  target');
    for (const f of results.frontend) {
      const name = f.route === 'dashboard' ? '/' : `/${f.route}`;
      if (f.budgetKB != null) targets[`first-load JS ${name}`] = f.met;
      const target = f.budgetKB == null ? '' : `JS < ${f.budgetKB} KB ${mark(f.met)}`;
      console.log(
        `${`${name} (${f.files} files)`.padEnd(30)} ${String(f.jsGzipKB).padStart(7)} ${String(f.cssGzipKB).padStart(7)}  ${target}`,
      );
    }
  }
  if (results.serviceWorker) {
    const sw = results.serviceWorker;
    targets['service worker adds 0 KB to first-load JS'] = sw.met;
    console.log(
      `service worker (issue 19): ${sw.addedKB} KB added to first-load JS ${mark(sw.met)}; registered after load ` +
        `(${sw.registrationGzipKB} KB); sw.js + Workbox ${sw.serviceWorkerGzipKB} KB; ${sw.precacheEntries} files precached`,
    );
  }
  // The median run of several (bench/lighthouse.mjs), with every run's lowest and highest performance score.
  const runsNote = (l) =>
    l.runs > 1 ? `median of ${l.runs} runs (performance ${l.performanceRange.join(' to ')}); ` : '';
  if (Array.isArray(results.lighthouse)) {
    console.log('\nLighthouse (mobile)            perf  a11y  best-practices  target');
    for (const l of results.lighthouse) {
      // Issue 14: performance at least 95, accessibility and best practices 100.
      const ok = l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100;
      targets[`lighthouse ${l.name}`] = ok;
      console.log(
        `${l.name.padEnd(30)} ${String(l.performance).padStart(4)} ${String(l.accessibility).padStart(5)} ${String(l.bestPractices).padStart(15)}  perf >= 95, others 100 ${mark(ok)}${ok ? '' : `  (below 0.9: ${l.failedAudits.join(', ')})`}`,
      );
      // Lighthouse scales the CPU time it observes: on a busy machine the performance score says little.
      if (l.loadAvg1m !== undefined) {
        console.log(
          `${''.padEnd(30)} ${runsNote(l)}TBT ${l.tbtMs} ms, LCP ${l.lcpMs} ms; load average during the audit ${l.loadAvg1m}` +
            (l.benchmarkIndex ? `, Lighthouse's CPU benchmark index ${l.benchmarkIndex}` : ''),
        );
      }
    }
  } else if (results.lighthouse) console.log(`\nLighthouse: ${results.lighthouse}`);
  // The same pages as the browser observes them at Lighthouse's CPU slowdown, without its simulation (no target:
  // these resolve a change the simulated score's spread hides).
  const spread = (figure) => (figure ? `${figure.median} (${figure.range.join('-')})` : '-');
  if (Array.isArray(results.observedLoads)) {
    console.log('\nObserved first loads, 4x CPU, ms: median (lowest-highest)');
    console.log(
      `${'page'.padEnd(16)} ${'FCP'.padEnd(16)} ${'LCP'.padEnd(16)} ${'blocking after FCP'.padEnd(19)} dashboard request sent`,
    );
    for (const o of results.observedLoads) {
      console.log(
        `${o.name.padEnd(16)} ${spread(o.fcpMs).padEnd(16)} ${spread(o.lcpMs).padEnd(16)} ${spread(o.blockingMs).padEnd(19)} ${spread(o.dashboardRequestMs)}  (${o.runs} loads)`,
      );
    }
  } else if (results.observedLoads) console.log(`\nObserved first loads: ${results.observedLoads}`);
  results.targets = targets;
  const seeded = results.large?.seeded;
  if (seeded)
    console.log(
      `\nseed of the large database: ${seeded.rows.toLocaleString('en')} rows in ${seeded.seconds} s (${seeded.rowsPerSecond.toLocaleString('en')} rows/s)`,
    );
  console.log(
    `load average at start ${results.machine.loadAvgAtStart.join(' ')}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
