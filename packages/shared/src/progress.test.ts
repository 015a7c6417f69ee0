import { describe, expect, it } from 'vitest';
import { percentOf } from './progress.js';

describe('percentOf', () => {
  it('gives value over target as a whole percent', () => {
    expect(percentOf(3, 7)).toBe(43); // 42.86
    expect(percentOf(1, 8)).toBe(13); // 12.5 rounds up
    expect(percentOf(10000, 20000)).toBe(50);
    expect(percentOf(0, 7)).toBe(0);
  });

  it('caps at 100 and never goes below 0', () => {
    expect(percentOf(7, 7)).toBe(100);
    expect(percentOf(15, 7)).toBe(100);
    expect(percentOf(-3, 7)).toBe(0);
  });

  it('is 0 when the target is missing, zero, negative or not finite', () => {
    expect(percentOf(5, undefined)).toBe(0);
    expect(percentOf(5, null)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, -10)).toBe(0);
    expect(percentOf(5, Number.NaN)).toBe(0);
    expect(percentOf(5, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('is 0 when the value is missing or not finite', () => {
    expect(percentOf(undefined, 10)).toBe(0);
    expect(percentOf(null, 10)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });
});
