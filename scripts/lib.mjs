// Small helpers shared by the root scripts (plain Node, so they run before anything is installed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh =
    fs.existsSync(marker) &&
    fs.existsSync(path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')) &&
    fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (the first time this compiles better-sqlite3, about 2-3 minutes)...');
  runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

export function build() {
  console.log('Building shared, server and web...');
  runOrExit('npm', ['run', 'build']);
}
