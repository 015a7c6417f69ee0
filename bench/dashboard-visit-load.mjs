/*
 * The load generator of bench/dashboard-visit.mjs: autocannon in its own process, one JSON line of figures.
 * Each connection repeats one *visit*: a fixed sequence of requests made as one user picked for that visit.
 *
 *   config.visit   : list of steps, each { path } (a GET) or { write: true } (the quick meal of quick-meal.mjs)
 *   config.users   : [{ token, tags: { [path]: etag } }]
 *   config.ifNoneMatch : send each user's tag of the path (a revalidating client)
 *
 * `visits` in the output counts completed sequences (the number of 2xx/304 answers to the last step).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { QUICK_MEAL_PATH, quickMealBody } from './quick-meal.mjs';

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const users = config.users;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function step(spec, first) {
  return {
    setupRequest(request, context) {
      if (first) context.user = pick(users);
      const user = context.user;
      // The hello-world baseline runs as a user without a token: no headers, as a plain GET.
      const headers = user.token ? { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' } : {};
      if (spec.write) {
        return {
          ...request,
          method: 'POST',
          path: QUICK_MEAL_PATH,
          headers: { ...headers, 'content-type': 'application/json' },
          body: quickMealBody(),
        };
      }
      const tag = config.ifNoneMatch ? user.tags?.[spec.path] : undefined;
      return {
        ...request,
        method: 'GET',
        path: spec.path,
        headers: tag ? { ...headers, 'if-none-match': tag } : headers,
        body: undefined,
      };
    },
  };
}

const result = await autocannon({
  url: config.url,
  connections: config.connections ?? 50,
  duration: config.duration ?? 10,
  timeout: 10,
  requests: config.visit.map((spec, index) => step(spec, index === 0)),
});

const statusCodes = result.statusCodeStats ?? {};
const answered = (code) => statusCodes[code]?.count ?? 0;
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    durationS: result.duration,
    visits: result.requests.total / config.visit.length,
    visitsPerSecond: result.requests.total / config.visit.length / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok200: answered('200') + answered('201'),
    notModified: answered('304'),
    other: result.non2xx - answered('304'),
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
