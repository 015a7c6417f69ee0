import { describe, expect, it } from 'vitest';
import { cleanNumberText, readNumberText } from './number-text';

describe('number boxes of the set table', () => {
  it('keeps digits and one decimal point with two places where fractions count', () => {
    expect(cleanNumberText('62.5', true)).toBe('62.5');
    expect(cleanNumberText('62,5', true)).toBe('62.5');
    expect(cleanNumberText('62.', true)).toBe('62.');
    expect(cleanNumberText('6a2.1.2', true)).toBe('62.12');
    expect(cleanNumberText('1.255', true)).toBe('1.25');
    expect(cleanNumberText('-5', true)).toBe('5');
  });

  it('keeps whole numbers only for reps and seconds', () => {
    expect(cleanNumberText('8.5', false)).toBe('85');
    expect(cleanNumberText('12 reps', false)).toBe('12');
  });

  it('reads a number or nothing', () => {
    expect(readNumberText('62.')).toBe(62);
    expect(readNumberText('0')).toBe(0);
    expect(readNumberText('')).toBeUndefined();
    expect(readNumberText('.')).toBeUndefined();
  });
});
