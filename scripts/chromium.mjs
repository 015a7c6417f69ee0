// The browser of the journeys (e2e/support), Lighthouse (bench/lighthouse.mjs) and `npm test`: where to find it,
// how to install it, and the flags to launch it with. Plain Node, so scripts can use it before anything is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/*
 * Flags for a headless Chromium on machines with no outside network: the dead proxy keeps Chromium's own
 * calls home on this machine, while pages on 127.0.0.1 bypass proxies by default.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--proxy-server=http://127.0.0.1:9',
];

/** CHROMIUM_PATH when set (undefined if it does not exist), else the first Chromium or Chrome installed. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/**
 * The browser, installed first from Debian's packages when none is found and we may (root with apt-get, and
 * no CHROMIUM_PATH naming another one). Undefined when there is none.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) return undefined;
  console.log('Installing Debian Chromium...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) === 0)
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  return findChromium();
}
