/*
 * Loaded into the measured server by bench/dashboard-visit.mjs (NODE_OPTIONS=--import): sums the garbage
 * collector's pauses by kind and keeps the totals in $GC_PAUSES_FILE, rewritten as each batch of collections is
 * reported (a few times a second under load). The bench reads the file before and after each burst, while the
 * server sits idle, so a burst's difference is its own pauses, and those of a collection V8 makes once the burst
 * has stopped allocating (the first burst of a measure may also get the last of its warm-up's).
 *
 * A PerformanceObserver of 'gc' entries costs one entry per collection, a few hundred in a burst. Decision 0033
 * is what this is for: a mode of V8 that made the scavenges five times as long for a whole run showed in no
 * other figure.
 */
import fs from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.GC_PAUSES_FILE;
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
const totals = Object.fromEntries(Object.values(KINDS).map((kind) => [kind, { count: 0, ms: 0 }]));

if (file) {
  // Whole or not at all: the bench may read the file while a collection is being reported.
  const write = () => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(totals));
    fs.renameSync(`${file}.tmp`, file);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const total = (totals[KINDS[entry.detail?.kind] ?? 'other'] ??= { count: 0, ms: 0 });
      total.count += 1;
      total.ms += entry.duration;
    }
    write();
  }).observe({ entryTypes: ['gc'] });
  write();
}
