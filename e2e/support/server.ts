import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/cluster-lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const WEB_DIST = path.join(root, 'apps/web/dist');

export type RunningServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions about logs. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/**
 * Starts the built production server (the same one `npm start` runs) on a free port with its own
 * fresh data directory, and waits until it answers /api/ready.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-e2e-'));
  // Each server serves its own copy of the web build, so a rebuild during a run cannot pull chunks away.
  const webDist = path.join(dataDir, 'web');
  if (!fs.existsSync(webDist)) fs.cpSync(WEB_DIST, webDist, { recursive: true });
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
      // Journeys create many users from one address.
      REGISTRATIONS_PER_ADDRESS: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => log);
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        // A process that already ended (by itself or by a signal) emits no further 'exit'.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
