import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompilerKeepingFrozen } from './frozen-answer-serializer.js';

const route = { method: 'GET', url: '/answer', httpStatus: '200' } as Parameters<
  typeof serializerCompiler
>[0];

/** Deep-frozen, as the dashboard's kept parts are. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

describe('serializerCompilerKeepingFrozen', () => {
  const item = z.object({ id: z.string(), kg: z.number().nullable() });
  const schema = z.object({
    user: z.object({ name: z.string(), note: z.string().optional() }),
    items: z.array(item),
    counts: z.object({ meals: z.number(), streak: z.number() }),
    label: z.string().optional(),
  });

  it('writes a frozen answer exactly as the zod serializer does: order of the shape, optional and unknown keys', () => {
    const answer = frozen({
      counts: { streak: 3, meals: 2 },
      items: [{ kg: null, id: 'a', extra: 1 }],
      user: { name: 'Ada', note: undefined, secret: 'x' },
      unknown: true,
    });
    const expected = serializerCompiler({ ...route, schema })(answer);
    expect(serializerCompilerKeepingFrozen({ ...route, schema })(answer)).toBe(expected);
    expect(JSON.parse(expected)).toEqual({
      user: { name: 'Ada' },
      items: [{ id: 'a', kg: null }],
      counts: { meals: 2, streak: 3 },
    });
  });

  it('fails a frozen answer that breaks its schema, as the zod serializer does', () => {
    const answer = frozen({ user: { name: 1 }, items: [], counts: { meals: 0, streak: 0 } });
    expect(() => serializerCompilerKeepingFrozen({ ...route, schema })(answer)).toThrow(
      /response doesn't match the schema/i,
    );
  });

  it('validates a frozen part once, however many answers carry it', () => {
    let userChecks = 0;
    const counted = schema.extend({
      user: z.object({ name: z.string() }).refine(() => {
        userChecks += 1;
        return true;
      }),
    });
    const serialize = serializerCompilerKeepingFrozen({ ...route, schema: counted });
    const user = frozen({ name: 'Ada' });
    const first = serialize(frozen({ user, items: [], counts: { meals: 1, streak: 1 } }));
    const second = serialize(frozen({ user, items: [], counts: { meals: 2, streak: 1 } }));
    expect(userChecks).toBe(1);
    expect(JSON.parse(first).counts.meals).toBe(1);
    expect(JSON.parse(second).counts.meals).toBe(2);
    expect(JSON.parse(second).user).toEqual({ name: 'Ada' });
  });

  it("keeps a frozen answer's text from its second ask, its parts' from their first", () => {
    const serialize = serializerCompilerKeepingFrozen({ ...route, schema });
    let userReads = 0;
    const user = frozen({ name: 'Ada' });
    const answer = { items: [], counts: { meals: 1, streak: 1 } };
    // Read each time the answer is joined from its parts' texts.
    Object.defineProperty(answer, 'user', { enumerable: true, get: () => ((userReads += 1), user) });
    frozen(answer);
    userReads = 0;
    const texts = [serialize(answer), serialize(answer), serialize(answer), serialize(answer)];
    expect(userReads).toBe(2);
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]!)).toEqual({
      user: { name: 'Ada' },
      items: [],
      counts: { meals: 1, streak: 1 },
    });
  });

  it('serialises an answer that is not frozen afresh each time', () => {
    const serialize = serializerCompilerKeepingFrozen({ ...route, schema });
    const answer = { user: { name: 'Ada' }, items: [], counts: { meals: 1, streak: 1 } };
    expect(JSON.parse(serialize(answer)).counts.meals).toBe(1);
    answer.counts.meals = 5;
    expect(JSON.parse(serialize(answer)).counts.meals).toBe(5);
  });
});
