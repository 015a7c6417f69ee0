import { z } from 'zod';

/**
 * Writes a value as JSON in the same pass that checks it against a zod schema: the text is what
 * `JSON.stringify(schema.encode(value))` gives (the shape's keys in its order, unknown keys left out), and
 * `undefined` stands for "zod would not pass this value". The caller then asks zod itself, which throws its own
 * error (or answers the rare value this writer leaves to it).
 *
 * Why: zod's encode builds a checked copy of every answer before JSON.stringify writes that copy, and after a
 * write most answers are new objects (a meal's 201, the dashboard's moved parts): about a tenth of the server's
 * CPU for a meal and the dashboard after it.
 *
 * Only plain schemas compile: objects that strip unknown keys, arrays, strings, finite numbers (and safe
 * integers), booleans, null, enums, literals, optional and nullable, none with a check, format or coercion of
 * its own. For any other schema `compileJsonWriter` answers undefined and zod serialises as before.
 */
export type JsonWriter = (value: unknown) => string | undefined;

/** An optional property's value that is absent: left out of an object, `null` in an array (as JSON.stringify). */
const ABSENT = Symbol('absent');
type Write = (value: unknown) => string | undefined | typeof ABSENT;

export function compileJsonWriter(schema: z.ZodType): JsonWriter | undefined {
  const write = writerOf(schema, new Set());
  if (!write) return undefined;
  return (value) => {
    const json = write(value);
    return json === ABSENT ? undefined : json;
  };
}

/** The def's keys beside `type` that a plain node of each kind may have. */
const PLAIN_KEYS: Record<string, readonly string[]> = {
  string: ['checks'],
  number: ['checks'],
  boolean: [],
  null: [],
  object: ['shape', 'checks'],
  array: ['element', 'checks'],
  optional: ['innerType'],
  nullable: ['innerType'],
  enum: ['entries'],
  literal: ['values'],
};

function isPlain(def: Record<string, unknown>): boolean {
  const allowed = PLAIN_KEYS[def.type as string];
  if (!allowed) return false;
  for (const key of Object.keys(def)) {
    if (key === 'type') continue;
    if (!allowed.includes(key)) return false;
    if (key === 'checks' && (def.checks as unknown[]).length > 0) return false;
  }
  return true;
}

/**
 * `schema`'s writer, or undefined where zod must write. `within`: the schemas being compiled around this one, so a
 * recursive schema (a getter in a shape) is left to zod instead of compiled for ever.
 */
function writerOf(schema: z.ZodType, within: Set<z.ZodType>): Write | undefined {
  if (within.has(schema)) return undefined;
  within.add(schema);
  try {
    return plainWriterOf(schema, within);
  } finally {
    within.delete(schema);
  }
}

function plainWriterOf(schema: z.ZodType, within: Set<z.ZodType>): Write | undefined {
  const def = schema.def as unknown as Record<string, unknown>;
  // z.int() with no check of its own: a number whose one check is being a safe integer.
  if (def.type === 'number' && def.format === 'safeint' && schema instanceof z.ZodNumberFormat)
    return ((def.checks as unknown[] | undefined) ?? []).length === 0
      ? (value) => (Number.isSafeInteger(value) ? String(value) : undefined)
      : undefined;
  if (!isPlain(def)) return undefined;
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? JSON.stringify(value) : undefined);
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? String(value) : undefined);
    case 'null':
      return (value) => (value === null ? 'null' : undefined);
    case 'enum':
      // zod's own list of the values (a native enum's reverse keys left out).
      return schema instanceof z.ZodEnum ? oneOfWriter(schema.options) : undefined;
    case 'literal':
      return oneOfWriter(def.values as unknown[]);
    case 'optional':
    case 'nullable': {
      // An exact optional refuses a key present with undefined, which the writer would leave out.
      if (schema instanceof z.ZodExactOptional) return undefined;
      const inner = writerOf(def.innerType as z.ZodType, within);
      if (!inner) return undefined;
      return def.type === 'optional'
        ? (value) => (value === undefined ? ABSENT : inner(value))
        : (value) => (value === null ? 'null' : inner(value));
    }
    case 'array': {
      const element = writerOf(def.element as z.ZodType, within);
      return element && arrayWriter(element);
    }
    case 'object':
      // A catchall (loose or strict) is not among a plain object's keys: isPlain has refused it.
      return schema instanceof z.ZodObject
        ? objectWriter(schema.shape as Record<string, z.ZodType>, within)
        : undefined;
    default:
      return undefined;
  }
}

function oneOfWriter(values: readonly unknown[]): Write | undefined {
  const json = new Map<unknown, string>();
  for (const value of values) {
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return undefined;
    json.set(value, JSON.stringify(value));
  }
  return (value) => json.get(value);
}

function arrayWriter(element: Write): Write {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    let json = '[';
    for (let i = 0; i < value.length; i++) {
      const item = element(value[i]);
      if (item === undefined) return undefined;
      json += (i === 0 ? '' : ',') + (item === ABSENT ? 'null' : item);
    }
    return json + ']';
  };
}

function objectWriter(shape: Record<string, z.ZodType>, within: Set<z.ZodType>): Write | undefined {
  // zod checks symbol keys and passes over `__proto__`, where the writer would skip the one and write the other.
  if (Object.getOwnPropertySymbols(shape).length > 0 || Object.hasOwn(shape, '__proto__')) return undefined;
  const properties: { key: string; prefix: string; write: Write }[] = [];
  for (const [key, property] of Object.entries(shape)) {
    const write = writerOf(property, within);
    if (!write) return undefined;
    properties.push({ key, prefix: `${JSON.stringify(key)}:`, write });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    let json = '';
    for (const { key, prefix, write } of properties) {
      const field = write((value as Record<string, unknown>)[key]);
      if (field === undefined) return undefined;
      if (field !== ABSENT) json += (json === '' ? '' : ',') + prefix + field;
    }
    return `{${json}}`;
  };
}
