import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from './gc-settings.js';

/**
 * A process that sets `flags` at run time, as the server's entry does, then makes objects from one literal that
 * all outlive their scavenges (as a slow request's do) among short-lived garbage, with the young generation at
 * its largest (when V8 makes its decision). Answers how many allocation sites V8 moved to the old generation.
 */
function sitesTenuredWith(flags: readonly string[]): number {
  const script = `
    import v8 from 'node:v8';
    for (const flag of ${JSON.stringify(flags)}) v8.setFlagsFromString(flag);
    const kept = [];
    const make = (i) => ({ id: i, tags: [i], at: { i } });
    for (let round = 0; round < 200; round++) {
      for (let i = 0; i < 500; i++) kept.push(make(i));
      for (let i = 0; i < 20000; i++) void { junk: i, more: [i, i] };
    }
    console.log('kept', kept.length);
  `;
  const child = spawnSync(
    process.execPath,
    [
      '--min-semi-space-size=16',
      '--max-semi-space-size=16',
      '--trace-pretenuring-statistics',
      '--input-type=module',
      '-e',
      script,
    ],
    { encoding: 'utf8' },
  );
  expect(child.status, child.stderr).toBe(0);
  expect(child.stdout).toContain('kept 100000');
  return child.stdout.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe("the server's V8 settings", () => {
  it('keep V8 from moving allocation sites to the old generation, set as the entry sets them', () => {
    // The same objects without the settings are moved: the check below could fail.
    expect(sitesTenuredWith([])).toBeGreaterThan(0);
    expect(sitesTenuredWith(SERVER_V8_FLAGS)).toBe(0);
  });
});
