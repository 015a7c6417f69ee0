import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDataVersionCache, createKeptValues } from './kept-values.js';

describe('kept values', () => {
  it('answers the kept value while the key holds and computes afresh when it moves', () => {
    const kept = createKeptValues<number>({ maxSlots: 10 });
    let computed = 0;
    const compute = () => ++computed;
    expect(kept.get('ann', 'v1', compute)).toBe(1);
    expect(kept.get('ann', 'v1', compute)).toBe(1);
    expect(kept.get('ann', 'v2', compute)).toBe(2);
    expect(kept.get('bob', 'v2', compute)).toBe(3);
    expect(kept.get('ann', 'v2', compute)).toBe(2);
  });

  it('drops the least recently asked slot when full', () => {
    const kept = createKeptValues<string>({ maxSlots: 2 });
    kept.get('a', 'k', () => 'a1');
    kept.get('b', 'k', () => 'b1');
    kept.get('a', 'k', () => 'a2'); // a is now the most recent
    kept.get('c', 'k', () => 'c1'); // drops b
    expect(kept.get('a', 'k', () => 'a3')).toBe('a1');
    expect(kept.get('b', 'k', () => 'b2')).toBe('b2');
  });

  it('never drops a slot asked for within the last half of its bound, whatever the order of asks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 300 }), (asks) => {
        const maxSlots = 8;
        const kept = createKeptValues<string>({ maxSlots });
        const lastAsked = new Map<number, number>();
        asks.forEach((slot, at) => {
          let computed = false;
          kept.get(String(slot), 'k', () => ((computed = true), `v${at}`));
          const since = lastAsked.get(slot);
          if (since !== undefined && at - since <= maxSlots / 2) expect(computed).toBe(false);
          lastAsked.set(slot, at);
        });
      }),
    );
  });

  it('keeps no more slots than its bound', () => {
    const kept = createKeptValues<number>({ maxSlots: 4 });
    for (let slot = 0; slot < 5; slot++) kept.get(String(slot), 'k', () => slot);
    const computed: number[] = [];
    for (const slot of [4, 3, 2, 1, 0]) kept.get(String(slot), 'k', () => (computed.push(slot), -1));
    // The fifth slot dropped the first, placed longest ago; the other four are kept.
    expect(computed).toEqual([0]);
  });
});

describe('kept values advanced through a known change', () => {
  it('advances the value kept at the key just before; computes when the slot holds any other key', () => {
    const kept = createKeptValues<number[]>({ maxSlots: 10 });
    kept.get('ann', 'v1', () => [1]);
    const addTwo = () => [{ key: 'v1', advance: (value: number[]) => [...value, 2] }];
    expect(kept.get('ann', 'v2', () => [99], addTwo)).toEqual([1, 2]);
    // Kept at v2 now: asked again at v2 it is the same value, advanced once.
    expect(kept.get('ann', 'v2', () => [99], addTwo)).toEqual([1, 2]);
    // The slot no longer holds v1: moving on from v1 again would skip v2's change, so it is computed.
    expect(kept.get('ann', 'v3', () => [3], addTwo)).toEqual([3]);
    expect(kept.get('bob', 'v2', () => [7], addTwo)).toEqual([7]);
  });

  it('asks for the ways from keys before only when the slot holds another key', () => {
    const kept = createKeptValues<number>({ maxSlots: 10 });
    const from = vi.fn(() => [{ key: 1, advance: (value: number) => value + 1 }]);
    kept.get('ann', 1, () => 10, from);
    expect(from).not.toHaveBeenCalled(); // nothing kept: computed
    expect(kept.get('ann', 2, () => 99, from)).toBe(11);
    expect(from).toHaveBeenCalledTimes(1);
    expect(kept.get('ann', 2, () => 99, from)).toBe(11);
    expect(from).toHaveBeenCalledTimes(1); // kept at the key asked for
  });
});

describe('data version cache', () => {
  it('shares one computation per user, part and version; none without a version', async () => {
    const cache = createDataVersionCache();
    let computed = 0;
    const compute = async () => ++computed;
    const [first, second] = await Promise.all([
      cache.get('ann', 1, 'weight', compute),
      cache.get('ann', 1, 'weight', compute),
    ]);
    expect([first, second]).toEqual([1, 1]);
    expect(await cache.get('ann', 1, 'photos', compute)).toBe(2);
    expect(await cache.get('ann', 2, 'weight', compute)).toBe(3);
    expect(await cache.get('ann', undefined, 'weight', compute)).toBe(4);
    expect(await cache.get('ann', undefined, 'weight', compute)).toBe(5);
  });

  it('does not keep a failure', async () => {
    const cache = createDataVersionCache();
    await expect(cache.get('ann', 1, 'weight', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('ann', 1, 'weight', async () => 'ok')).toBe('ok');
  });

  it('does not keep a failed advance: the next ask at that version computes', async () => {
    const cache = createDataVersionCache();
    expect(await cache.get('ann', 1, 'meals', async () => ['oats'])).toEqual(['oats']);
    const failing = () => [
      {
        version: 1,
        advance: (): string[] => {
          throw new Error('down');
        },
      },
    ];
    await expect(cache.get('ann', 2, 'meals', async () => ['read'], failing)).rejects.toThrow('down');
    expect(await cache.get('ann', 2, 'meals', async () => ['read again'])).toEqual(['read again']);
  });
});
