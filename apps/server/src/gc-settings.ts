import v8 from 'node:v8';

/*
 * Imported first by the server's entry, before the app's modules are evaluated: V8's settings for a process that
 * answers many short requests (docs/decisions/0033-no-allocation-site-pretenuring.md).
 *
 * Allocation-site pretenuring stays off. V8 moves an allocation site to the old generation when the objects it
 * made survived a scavenge; a few slow requests (sign-ins, whose password hash takes tens of milliseconds) were
 * enough for sites on every request's path (Fastify's and Node's among them) to be moved. From then on each
 * request's objects were made in the old generation, and the young objects they point to survived every
 * scavenge through them: about 11 KB promoted per dashboard instead of 0.03, scavenge pauses of 10 ms instead of
 * 1, and a third fewer answers a second, until the process restarted.
 */
export const SERVER_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SERVER_V8_FLAGS) v8.setFlagsFromString(flag);
