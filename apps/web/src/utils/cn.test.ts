import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts', () => {
    expect(cn('a', false, null, undefined, 0, 'b')).toBe('a b');
  });

  it('lets a later Tailwind class override an earlier one of the same kind', () => {
    expect(cn('bg-white px-2 text-ink', 'bg-brand-600 px-4')).toBe('text-ink bg-brand-600 px-4');
  });
});
