import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const gcSettings = new URL('./gc-settings.ts', import.meta.url).href;

/**
 * A process that imports the server's V8 settings (or not) at run time, as the server's entry does, then makes
 * objects from one literal that all outlive their scavenges (as a slow request's do) among short-lived garbage,
 * with the young generation at its largest (when V8 decides). Answers how many allocation sites V8 moved to the
 * old generation.
 */
function sitesTenured({ withServerSettings }: { withServerSettings: boolean }): number {
  const script = `
    ${withServerSettings ? `await import(${JSON.stringify(gcSettings)});` : ''}
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
      '--import=tsx',
      '--min-semi-space-size=16',
      '--max-semi-space-size=16',
      '--trace-pretenuring-statistics',
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: serverRoot, encoding: 'utf8', timeout: 20_000, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  expect(child.status, child.stderr).toBe(0);
  expect(child.stdout).toContain('kept 100000');
  return child.stdout.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe("the server's V8 settings", () => {
  it('keep V8 from moving allocation sites to the old generation', () => {
    // The same objects without the settings are moved: the check below could fail.
    expect(sitesTenured({ withServerSettings: false })).toBeGreaterThan(0);
    expect(sitesTenured({ withServerSettings: true })).toBe(0);
  });

  it("are the server entry's first import, so they hold before the app's modules run", () => {
    const entry = fs.readFileSync(fileURLToPath(new URL('./main.ts', import.meta.url)), 'utf8');
    const imports = entry.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './gc-settings.js';");
  });
});
