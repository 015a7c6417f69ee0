import { describe, expect, it, vi } from 'vitest';
import { afterSettled } from './after-settled.js';

/** Resolves once `done` or `next` has been called (a callback hook's continuation runs a few microtasks later). */
function settledCalls() {
  let finish: () => void = () => undefined;
  const called = new Promise<void>((resolve) => (finish = resolve));
  const next = vi.fn(() => finish());
  const done = vi.fn(() => finish());
  return { next, done, called };
}

describe('afterSettled', () => {
  it('goes on with the value once the work is done', async () => {
    const { next, done, called } = settledCalls();
    afterSettled(Promise.resolve(7), next, done);
    await called;
    expect(next).toHaveBeenCalledWith(7);
    expect(done).not.toHaveBeenCalled();
  });

  it('hands a failure of the work to done', async () => {
    const { next, done, called } = settledCalls();
    const failure = new Error('the check failed');
    afterSettled(Promise.reject(failure), next, done);
    await called;
    expect(next).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledWith(failure);
  });

  it('hands a throw of what follows to done, not to an unhandled rejection', async () => {
    const failure = new Error('the next hook threw');
    let finish: () => void = () => undefined;
    const called = new Promise<void>((resolve) => (finish = resolve));
    const done = vi.fn(() => finish());
    afterSettled(
      Promise.resolve(),
      () => {
        throw failure;
      },
      done,
    );
    await called;
    expect(done).toHaveBeenCalledWith(failure);
  });
});
