import { describe, expect, it } from 'vitest';
import { requiredTextSchema } from './text.js';

describe('requiredTextSchema', () => {
  const name = requiredTextSchema('Name', 5);
  const messageOf = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;

  it('trims, and refuses blank, too long or non-text values with messages naming the field', () => {
    expect(name.parse('  Oats ')).toBe('Oats');
    expect(messageOf('   ')).toBe('Name is required.');
    expect(messageOf('abcdef')).toBe('Name must be at most 5 characters.');
    expect(messageOf(3)).toBe('Name must be text.');
  });
});
