import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks.js';

describe('chunksOf', () => {
  it('slices in order, the last slice holding the rest', () => {
    expect([...chunksOf([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('yields nothing for no items', () => {
    expect([...chunksOf([], 3)]).toEqual([]);
  });
});
