import v8 from 'node:v8';

/*
 * Imported first by every entry that runs the app for long (the server's main.ts, the in-process benches), so
 * they hold before any request is answered (V8 reads them at each collection): V8's settings for a process that
 * answers many short requests. Why, and what was measured: docs/decisions/0033-no-allocation-site-pretenuring.md.
 *
 * Allocation-site pretenuring stays off. After a few slow requests (sign-ins) V8 moved allocation sites on every
 * request's path to the old generation; from then on the young objects those requests' objects point to survived
 * every scavenge through them, and the process stayed in that mode until it ended.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
