/**
 * Goes on with `next` once `pending` is done, and hands an error of either to `done`: a callback hook's failure
 * must reach Fastify's error handling, as Fastify makes sure of for its async hooks, not end as an unhandled
 * rejection with no answer sent. `next` goes on through `onward`, which is `done` called at most once: a throw
 * from what follows it (the rest of the request, run inside that call) is not handed to `done` a second time.
 * For the callback hooks that wait for work only some requests have (a write's idempotency key, its achievements
 * check): every other request passes them with no promise and microtask.
 */
export function afterSettled<T, Done extends (error?: Error, ...rest: never[]) => void>(
  pending: Promise<T>,
  next: (value: T, onward: Done) => void,
  done: Done,
): void {
  let handedOn = false;
  const onward = ((...args: Parameters<Done>) => {
    if (handedOn) return;
    handedOn = true;
    done(...args);
  }) as Done;
  pending
    .then((value) => next(value, onward))
    .catch((error: unknown) => (onward as (error: Error) => void)(error as Error));
}
