// Several production servers on one PostgreSQL behind nginx: start, drain-and-restart one by one, stop.
// Used by `npm run cluster` (scripts/cluster.mjs), the cluster tests (e2e/cluster.e2e.ts) and the bench.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/momentum.conf');
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/bin/nginx',
];
// Generous: a production server starts in 1-2 s on an idle machine, but in 15 s or more on a loaded 2-core one.
const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 50;

export const INSTALL_NGINX_HINT =
  'nginx is required: install it (as root: apt-get install -y nginx) or set NGINX_PATH to an nginx binary.';

/** The nginx binary, or undefined when none is installed. */
export function findNginx() {
  if (process.env.NGINX_PATH)
    return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  const found = NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** Finds nginx, installing Debian's package when it is missing and we run as root; otherwise throws what to do. */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log('nginx is missing; installing it with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(INSTALL_NGINX_HINT);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Polls until `url` answers 200, failing early when `child` exits. */
async function waitForReady(url, child, describe) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${describe()} exited before it was ready`);
    try {
      const response = await fetch(url, { headers: { connection: 'close' } });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await pause(POLL_MS);
  }
  throw new Error(`${describe()} was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (hasExited(child)) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Live (not zombie) pids whose parent is `parentPid`: nginx's workers. Linux only, like the rest of this. */
function childPids(parentPid) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command, which sits in parentheses and may contain spaces: state ppid ...
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === parentPid && state !== 'Z') pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * Starts `instances` production servers on `databaseUrl` and nginx in front on `port` (0: a free one).
 * The first instance starts alone so the migrations and the stored secrets are created once; the others follow
 * together. Every child is stopped by `stop()`, which callers must reach (finally / signal handlers).
 */
export async function startCluster({
  databaseUrl,
  instances = 3,
  port = 8080,
  env = {},
  logLevel = 'warn',
  inheritOutput = false,
  nginxWorkers = 'auto',
} = {}) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required: the instances must share one PostgreSQL.');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL.');
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first.`);
  const nginxBinary = ensureNginx();

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-cluster-'));
  // nginx's workers run as an unprivileged user when we are root; they need to reach their temp paths here.
  fs.chmodSync(runDir, 0o755);
  const listenPort = port || (await freePort());
  const members = [];
  let nginx;
  let stopping = false;

  const describeMember = (member) => `instance ${member.id} (port ${member.port})`;

  function spawnMember(member) {
    member.log = '';
    member.process = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(member.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: member.dataDir,
        TRUST_PROXY: 'true',
        LOG_LEVEL: logLevel,
      },
      stdio: ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'],
    });
    member.process.stdout?.on('data', (chunk) => (member.log += chunk.toString()));
    member.process.stderr?.on('data', (chunk) => (member.log += chunk.toString()));
    return waitForReady(
      `${member.baseUrl}/api/ready`,
      member.process,
      () => `${describeMember(member)}:\n${member.log}`,
    );
  }

  function writeNginxConfig(downIds = new Set()) {
    const servers = members
      .map((member) => `    server 127.0.0.1:${member.port}${downIds.has(member.id) ? ' down' : ''};`)
      .join('\n');
    const config = fs
      .readFileSync(NGINX_TEMPLATE, 'utf8')
      .replaceAll('{{RUN_DIR}}', runDir)
      .replace('{{WORKERS}}', String(nginxWorkers))
      .replaceAll('{{LISTEN}}', `127.0.0.1:${listenPort}`)
      .replace('{{UPSTREAM_SERVERS}}', servers)
      .replace('{{EXTRA_LOCATION}}', '');
    fs.writeFileSync(path.join(runDir, 'nginx.conf'), config);
  }

  /** Reloads nginx's configuration and waits until every worker of the previous one has finished. */
  async function reloadNginx() {
    const before = childPids(nginx.pid);
    const test = spawnSync(nginxBinary, ['-t', '-q', '-p', runDir, '-c', path.join(runDir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    if (test.status !== 0) throw new Error(`nginx rejected its configuration:\n${test.stderr}`);
    nginx.kill('SIGHUP');
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const now = childPids(nginx.pid);
      if (!before.some((pid) => now.includes(pid)) && now.length > 0) return;
      await pause(POLL_MS);
    }
    throw new Error('nginx did not finish reloading');
  }

  async function stop() {
    stopping = true;
    await Promise.all([
      ...members.map((member) => (member.process ? stopChild(member.process) : undefined)),
      nginx ? stopChild(nginx, 'SIGQUIT') : undefined,
    ]);
    fs.rmSync(runDir, { recursive: true, force: true });
  }

  try {
    for (let id = 1; id <= instances; id += 1) {
      const memberPort = await freePort();
      const dataDir = path.join(runDir, `instance-${id}`);
      fs.mkdirSync(dataDir);
      members.push({ id, port: memberPort, baseUrl: `http://127.0.0.1:${memberPort}`, dataDir });
    }
    await spawnMember(members[0]);
    await Promise.all(members.slice(1).map(spawnMember));

    writeNginxConfig();
    let nginxLog = '';
    nginx = spawn(nginxBinary, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout.on('data', (chunk) => (nginxLog += chunk.toString()));
    nginx.stderr.on('data', (chunk) => (nginxLog += chunk.toString()));
    const url = `http://127.0.0.1:${listenPort}`;
    await waitForReady(
      `${url}/api/ready`,
      nginx,
      () => `nginx:\n${nginxLog}${readIfExists(path.join(runDir, 'error.log'))}`,
    );

    return {
      url,
      runDir,
      members,
      nginxPid: nginx.pid,
      /** nginx's access log: one line per request with `upstream=<address of the instance that answered>`. */
      accessLog: () => readIfExists(path.join(runDir, 'access.log')),
      /** Stops one instance with a signal (SIGKILL to simulate a crash) and resolves when it has exited. */
      killMember: (id, signal = 'SIGTERM') => stopChild(members[id - 1].process, signal),
      /** Resolves when an instance exits by itself; used to notice crashes in the command-line script. */
      onMemberExit(listener) {
        for (const member of members)
          member.process.on('exit', (code, signal) => {
            if (!stopping) listener(member, code ?? signal);
          });
      },
      /**
       * Restarts every instance, one after another, without failing a request: take it out of nginx's rotation
       * (reload, old workers drain), SIGTERM it and wait for it to exit (it finishes what it has in flight),
       * start it on the same port, wait for /api/ready, put it back in rotation.
       */
      async rollingRestart({ onRestarted } = {}) {
        for (const member of members) {
          writeNginxConfig(new Set([member.id]));
          await reloadNginx();
          await stopChild(member.process);
          await spawnMember(member);
          writeNginxConfig();
          await reloadNginx();
          onRestarted?.(member);
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readIfExists(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
