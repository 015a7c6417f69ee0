// The bench's child processes: servers it measures and scripts it runs (seed, load, Lighthouse). Every child is
// tracked so that `killAll()` leaves none behind when the bench ends or is interrupted.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The last line of a script's output, which by convention is its result as JSON. */
export const lastJsonLine = (text) => JSON.parse(text.trim().split('\n').filter(Boolean).at(-1));

/** Runs a node script to its end; resolves with its stdout, rejects with its output when it fails. */
export function runNode(script, scriptArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.relative(root, script)} exited with ${code}:\n${err || out}`));
    });
  });
}

async function waitFor(url, child, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/**
 * Starts a server process on a free port and waits until `readyPath` answers; `stop()` ends it with SIGTERM.
 * `under`: a command and its arguments to run node under (valgrind, for bench/instructions.mjs), `nodeArgs`
 * node's own flags; it may take `startSeconds` to answer.
 */
export async function startProcess(
  script,
  env,
  readyPath,
  what,
  { under = [], nodeArgs = [], startSeconds = 60 } = {},
) {
  const port = await freePort();
  const [command, ...args] = [...under, process.execPath, ...nodeArgs, script];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}${readyPath}`, child, what, startSeconds);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    baseUrl,
    pid: child.pid,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        children.delete(child);
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Ends every child still running. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

/** Runs a bench script's `main`, then ends its children and `cleanUp()`s, also when interrupted (Ctrl-C). */
export async function runToEnd(main, cleanUp) {
  process.on('SIGINT', () => {
    killAll();
    cleanUp();
    process.exit(130);
  });
  try {
    await main();
  } finally {
    killAll();
    cleanUp();
  }
}
