/*
 * The load generator: runs autocannon in its own process (never in the server's) and prints one JSON line with
 * the figures. scripts/bench.mjs starts it as `node bench/load.mjs <config.json>`; the config names the target,
 * the connections, a duration or a fixed number of requests, and what to send:
 *
 *   kind 'get'    : GET `path` (the hello-world baselines)
 *   kind 'mix'    : GET one of `paths` as one of `users` (the dashboard's calls), each request picked at random
 *   kind 'writes' : POST /api/workouts/finish or a quick meal to POST /api/nutrition as one of `users`
 *   kind 'mixed'  : `writeShare` of the requests as 'writes', the others as 'mix'
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const users = config.users ?? [];
const paths = config.paths ?? [];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const json = { 'content-type': 'application/json' };
const auth = (user) => ({ authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' });

function readRequest(request) {
  return { ...request, method: 'GET', path: pick(paths), headers: auth(pick(users)), body: undefined };
}

/** A POST of `body` as JSON, as `user`. */
function postAs(request, user, path, body) {
  return {
    ...request,
    method: 'POST',
    path,
    headers: { ...auth(user), ...json },
    body: JSON.stringify(body),
  };
}

function writeRequest(request) {
  const user = pick(users);
  const now = Date.now();
  if (Math.random() < 0.5 && user.templateId) {
    return postAs(request, user, '/api/workouts/finish', {
      templateId: user.templateId,
      startedAt: new Date(now - 45 * 60_000).toISOString(),
      finishedAt: new Date(now).toISOString(),
      caloriesBurned: 320,
      notes: 'bench',
    });
  }
  return postAs(request, user, '/api/nutrition', {
    date: new Date(now).toISOString().slice(0, 10),
    meals: [{ name: 'Bench meal', calories: 540, protein: 32, carbs: 55, fat: 18 }],
  });
}

const setups = {
  get: (request) => ({ ...request, method: 'GET', path: config.path ?? '/' }),
  mix: readRequest,
  writes: writeRequest,
  mixed: (request) =>
    Math.random() < (config.writeShare ?? 0.2) ? writeRequest(request) : readRequest(request),
};
const setupRequest = setups[config.kind];
if (!setupRequest) throw new Error(`unknown kind ${config.kind}`);

const result = await autocannon({
  url: config.url,
  connections: config.connections ?? 50,
  ...(config.amount ? { amount: config.amount } : { duration: config.duration ?? 10 }),
  timeout: config.timeout ?? 10,
  requests: [{ setupRequest }],
});

const figures = {
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  durationS: result.duration,
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  ok2xx: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes: result.statusCodeStats,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
