// `npm run cluster [-- --instances 3 --port 8080]`: several production servers on the PostgreSQL in DATABASE_URL,
// behind nginx (deploy/nginx/momentum.conf) load-balancing round-robin. Ctrl-C or SIGTERM stops them all.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster-lib.mjs';
import { build, ensureInstalled } from './lib.mjs';

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 32)
  fail('--instances must be a whole number from 1 to 32.');
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number.');
if (!process.env.DATABASE_URL)
  fail(
    'DATABASE_URL is not set. The instances share one PostgreSQL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/momentum npm run cluster',
  );

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') build();

let cluster;
try {
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    instances,
    port,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    inheritOutput: true,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

for (const member of cluster.members) console.log(`  instance ${member.id}: ${member.baseUrl}`);
console.log(
  `Momentum cluster: ${instances} instance(s) behind nginx on ${cluster.url} (Ctrl-C stops everything)`,
);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx and ${instances} instance(s)...`);
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
cluster.onMemberExit((member, how) => {
  if (!stopping)
    console.error(`instance ${member.id} exited (${how}); nginx sends its requests to the others.`);
});
