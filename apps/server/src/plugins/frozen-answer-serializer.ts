import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileJsonWriter } from '../lib/zod-json-writer.js';

type RouteOfSerializer = Parameters<typeof serializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * The zod response serializer (validate, then JSON.stringify), remembering its output for frozen answers: a
 * deep-frozen object cannot change, so the same object serialises to the same text. The dashboard parts kept per
 * user and data version are frozen (dashboard-parts.ts), so a kept answer is validated and written once per
 * route instead of on every request (and gzip-compressed once: compression.ts keeps a gzip per frozen answer).
 * Any other answer is serialised as before.
 *
 * A frozen answer whose schema is a plain object is written property by property, each remembered on its own
 * when it is frozen too: the dashboard after a meal is a new answer, but its templates, schedule and settings are
 * the same objects as before, and only the parts the meal changed are validated and written again.
 *
 * The whole answer's text is remembered from its second ask, its parts' from their first. The parts outlive the
 * answer (the next version's carries most of them), while an answer after a write is often asked only once
 * before the person's next write replaces it: remembered at once, each such text lived until then, survived the
 * scavenges meanwhile and was promoted to the old generation. Joining a second time from the parts' texts costs
 * little; not keeping what is asked once made the visit after a write about 9% cheaper in CPU, with the unchanged
 * dashboard level (alternating runs on the bench's database, 29 November).
 */
export const serializerCompilerKeepingFrozen: typeof serializerCompiler = (route) =>
  // The frozen serializer writes any other answer with the schema's own serializer, so it serves every answer.
  route.schema instanceof z.ZodType
    ? frozenSerializer(route, route.schema, { keptFromSecondAsk: true })
    : checkingSerializer(route);

/**
 * The zod serializer, with a plain schema's answers checked and written in one pass (lib/zod-json-writer.ts) instead
 * of encoded into a checked copy first; an answer the writer does not pass goes to zod, which throws as before.
 */
function checkingSerializer(route: RouteOfSerializer): Serialize {
  const serialize = serializerCompiler(route);
  const write = route.schema instanceof z.ZodType ? compileJsonWriter(route.schema) : undefined;
  if (!write) return serialize;
  return (data) => write(data) ?? serialize(data);
}

/** Whether `data` is a frozen object: an answer that cannot change, so its text (and gzip) can be kept with it. */
export function isFrozenObject(data: unknown): data is object {
  return typeof data === 'object' && data !== null && Object.isFrozen(data);
}

/**
 * A z.object that strips unknown keys and has no check of its own: its encoding is the encoding of each property
 * in the order of its shape, so it can be written from its properties' texts.
 */
function plainObjectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const { catchall, checks } = schema.def;
  return catchall === undefined && (checks?.length ?? 0) === 0 ? schema.shape : undefined;
}

/**
 * `schema`'s serializer for frozen values, remembering each value's text (from its second ask with
 * `keptFromSecondAsk`) and each frozen property's.
 */
function frozenSerializer(
  route: RouteOfSerializer,
  schema: z.ZodType,
  { keptFromSecondAsk = false }: { keptFromSecondAsk?: boolean } = {},
): Serialize {
  const serialize = checkingSerializer({ ...route, schema });
  const shape = plainObjectShape(schema);
  const properties =
    shape &&
    Object.entries(shape).map(([key, property]) => ({
      key,
      prefix: `${JSON.stringify(key)}:`,
      serialize: frozenSerializer(route, property),
    }));
  const known = new WeakMap<object, string>();
  // The answers asked once and not kept yet: only where texts are kept from their second ask.
  const askedOnce = keptFromSecondAsk ? new WeakSet<object>() : undefined;
  return (data) => {
    if (!isFrozenObject(data)) return serialize(data);
    let json = known.get(data);
    if (json === undefined) {
      json = properties && !Array.isArray(data) ? joined(properties, data) : serialize(data);
      if (!askedOnce || askedOnce.has(data)) known.set(data, json);
      else askedOnce.add(data);
    }
    return json;
  };
}

/** The object's JSON from its properties' (an optional property left out writes nothing, as JSON.stringify). */
function joined(properties: { key: string; prefix: string; serialize: Serialize }[], data: object): string {
  const fields: string[] = [];
  for (const { key, prefix, serialize } of properties) {
    const json = serialize((data as Record<string, unknown>)[key]);
    if (json !== undefined) fields.push(prefix + json);
  }
  return `{${fields.join(',')}}`;
}
