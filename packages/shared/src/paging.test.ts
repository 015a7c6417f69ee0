import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitSchema, pagedListSchema } from './paging.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('limitSchema', () => {
  it('coerces a whole number within 1..max and falls back when absent', () => {
    const limit = limitSchema(50, 20);
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse(undefined)).toBe(20);
  });

  it('names the field as the contract spells it in every message', () => {
    const limit = limitSchema(50, 20, { name: 'Limit' });
    expect(messageOf(limit, 'x')).toBe('Limit must be a number.');
    expect(messageOf(limit, '1.5')).toBe('Limit must be a whole number.');
    expect(messageOf(limit, '0')).toBe('Limit must be at least 1.');
    expect(messageOf(limit, '51')).toBe('Limit must be at most 50.');
    expect(messageOf(limitSchema(9, 1), 'x')).toBe('limit must be a number.');
  });

  it("keeps zod's own message for a non-number when asked to", () => {
    const limit = limitSchema(50, 20, { name: 'Limit', typeMessage: false });
    expect(messageOf(limit, 'x')).toBe(messageOf(z.coerce.number(), 'x'));
    expect(messageOf(limit, '51')).toBe('Limit must be at most 50.');
  });
});

describe('pagedListSchema', () => {
  it('answers the items and a cursor that is null on the last page', () => {
    const list = pagedListSchema(z.object({ n: z.number() }));
    expect(list.parse({ items: [{ n: 1 }], nextCursor: null })).toEqual({
      items: [{ n: 1 }],
      nextCursor: null,
    });
    expect(list.safeParse({ items: [{ n: 'one' }], nextCursor: 'c' }).success).toBe(false);
    expect(list.safeParse({ items: [] }).success).toBe(false);
  });
});
