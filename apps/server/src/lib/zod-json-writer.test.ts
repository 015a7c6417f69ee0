import fc from 'fast-check';
import {
  activityItemSchema,
  dashboardResponseSchema,
  nutritionEntrySchema,
  recentActivityResponseSchema,
} from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter } from './zod-json-writer.js';

/** Any value a wrong answer might hold: each node's arbitrary mixes these in with the values it expects. */
const noise = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1.5, 2 ** 53, 'x', ''),
  fc.boolean(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

/** Values for `schema`: mostly what it expects, with wrong types, missing and unknown keys mixed in at every level. */
function valuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = schema.def as unknown as Record<string, unknown>;
  let expected: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      expected = fc.string({ unit: 'binary', maxLength: 8 });
      break;
    case 'number':
      expected =
        def.format === 'safeint'
          ? fc.oneof(
              fc.integer(),
              fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53),
            )
          : fc.oneof(fc.double(), fc.integer());
      break;
    case 'boolean':
      expected = fc.boolean();
      break;
    case 'null':
      expected = fc.constant(null);
      break;
    case 'enum':
      expected = fc.constantFrom(...(schema as z.ZodEnum).options);
      break;
    case 'literal':
      expected = fc.constantFrom(...(def.values as unknown[]));
      break;
    case 'optional':
      expected = fc.option(valuesOf(def.innerType as z.ZodType), { nil: undefined });
      break;
    case 'nullable':
      expected = fc.option(valuesOf(def.innerType as z.ZodType), { nil: null });
      break;
    case 'array':
      expected = fc.array(valuesOf(def.element as z.ZodType), { maxLength: 3 });
      break;
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const known = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, valuesOf(value)]));
      // Keys in another order than the shape's, some left out, and unknown ones beside them.
      expected = fc
        .tuple(
          fc.record(known, { requiredKeys: Object.keys(shape).filter((_, i) => i % 3 !== 2) }),
          fc.dictionary(fc.constantFrom('extra', '__proto__x', 'z'), noise, { maxKeys: 2 }),
        )
        .map(([own, extra]) => Object.fromEntries(Object.entries({ ...extra, ...own }).reverse()));
      break;
    }
    default:
      throw new Error(`no values for ${String(def.type)}`);
  }
  return fc.oneof({ weight: 12, arbitrary: expected }, { weight: 1, arbitrary: noise });
}

/** The writer answers exactly zod's text where zod passes the value, and undefined where it does not. */
function expectSameAsZod(schema: z.ZodType, runs = 400) {
  const write = compileJsonWriter(schema);
  expect(write).toBeDefined();
  fc.assert(
    fc.property(valuesOf(schema), (value) => {
      const encoded = z.safeEncode(schema, value);
      expect(write!(value)).toBe(encoded.success ? JSON.stringify(encoded.data) : undefined);
    }),
    { numRuns: runs },
  );
}

describe('compileJsonWriter', () => {
  const everyKind = z.object({
    text: z.string(),
    amount: z.number(),
    count: z.int(),
    done: z.boolean(),
    nothing: z.null(),
    kind: z.enum(['workout', 'meal', 'weight']),
    version: z.literal([1, 'one', true, null]),
    note: z.string().optional(),
    weight: z.number().nullable(),
    maybe: z.boolean().nullable().optional(),
    tags: z.array(z.string().optional()),
    'odd "key"\n': z.number(),
    nested: z.object({ items: z.array(z.object({ id: z.string(), kg: z.number().optional() })) }).nullable(),
    // Every key optional: an array or any other object passes its keys, and only the type check tells.
    hint: z.object({ text: z.string().optional() }),
  });

  it('writes what zod writes, and fails where zod fails, for every kind it compiles', () => {
    expectSameAsZod(everyKind, 2000);
  });

  it('writes the answers the dashboard and a meal send as zod does', () => {
    for (const schema of [
      nutritionEntrySchema,
      activityItemSchema,
      recentActivityResponseSchema,
      dashboardResponseSchema.shape.calories,
      dashboardResponseSchema.shape.recentActivity,
    ])
      expectSameAsZod(schema);
  });

  it('leaves every schema with a check, a format, a transform or unknown keys to zod', () => {
    for (const schema of [
      z.string().min(1),
      z.email(),
      z.iso.datetime(),
      z.number().nonnegative(),
      z.coerce.number(),
      z.string().refine(() => true),
      z.string().transform((text) => text.length),
      z.string().default('x'),
      z.union([z.string(), z.number()]),
      z.record(z.string(), z.number()),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.string() }).refine(() => true),
      z.array(z.string()).min(1),
      z.object({ inner: z.object({ a: z.string().max(3) }) }),
      z.int().min(0),
      z.int().refine(() => true),
      z.object({ note: z.string().exactOptional() }),
      z.object({ ['__proto__']: z.string() }),
      z.object({ [Symbol('key')]: z.string() }),
    ])
      expect(compileJsonWriter(schema)).toBeUndefined();
  });

  it('leaves a recursive schema to zod instead of compiling it for ever', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(compileJsonWriter(node)).toBeUndefined();
    expect(compileJsonWriter(z.object({ tree: node.optional() }))).toBeUndefined();
  });

  it('writes a plain answer in one pass, unknown keys left out and the shape’s order kept', () => {
    const write = compileJsonWriter(z.object({ b: z.number(), a: z.string().optional() }))!;
    expect(write({ a: 'x', secret: 'hash', b: 2 })).toBe('{"b":2,"a":"x"}');
    expect(write({ b: 2, a: undefined })).toBe('{"b":2}');
    expect(write({ a: 'x' })).toBeUndefined();
  });
});
