import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from './ids.js';

describe('newId', () => {
  it('makes RFC 9562 version 7 UUIDs', () => {
    const id = newId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('sorts in creation order, even for thousands made in the same millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carries the creation time in its first 48 bits', () => {
    const before = Date.now();
    const id = newId();
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 5);
  });

  it('ends in random bits that no two ids share, across many refills of the random pool', () => {
    const tails = Array.from({ length: 10_000 }, () => newId().slice(-17));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
