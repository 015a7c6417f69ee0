import { describe, expect, it, vi } from 'vitest';
import { afterSettled } from './after-settled.js';

/** A hook's `done`, and a promise of its first call (a callback hook's continuation runs microtasks later). */
function hookDone() {
  let finish: () => void = () => undefined;
  const called = new Promise<void>((resolve) => (finish = resolve));
  const done = vi.fn((_error?: Error) => finish());
  return { done, called };
}

describe('afterSettled', () => {
  it('goes on with the value once the work is done', async () => {
    const { done, called } = hookDone();
    const next = vi.fn((_value: number, onward: typeof done) => onward());
    afterSettled(Promise.resolve(7), next, done);
    await called;
    expect(next).toHaveBeenCalledWith(7, expect.any(Function));
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith();
  });

  it('hands a failure of the work to done', async () => {
    const { done, called } = hookDone();
    const next = vi.fn();
    const failure = new Error('the check failed');
    afterSettled(Promise.reject(failure), next, done);
    await called;
    expect(next).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledWith(failure);
  });

  it('hands a throw of the next step to done, not to an unhandled rejection', async () => {
    const { done, called } = hookDone();
    const failure = new Error('the next step threw');
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

  it('calls done once when what follows it throws inside that call', async () => {
    let finish: () => void = () => undefined;
    const called = new Promise<void>((resolve) => (finish = resolve));
    const done = vi.fn((_error?: Error) => {
      finish();
      throw new Error('the rest of the request threw');
    });
    afterSettled(Promise.resolve(), (_, onward) => onward(), done);
    await called;
    // The rejection the throw makes is handled by afterSettled's catch, which finds done already called.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
