/**
 * Goes on with `next` once `pending` is done, and hands an error of either to `done`: a callback hook's failure
 * must reach Fastify's error handling, as Fastify makes sure of for its async hooks, not end as an unhandled
 * rejection with no answer sent. For the callback hooks that wait for work only some requests have (a write's
 * idempotency key, its achievements check): every other request passes them with no promise and microtask.
 */
export function afterSettled<T>(
  pending: Promise<T>,
  next: (value: T) => void,
  done: (error: Error) => void,
): void {
  pending.then(next).catch((error: unknown) => done(error as Error));
}
