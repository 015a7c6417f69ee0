import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteOfValidator = Parameters<typeof validatorCompiler>[0];

/**
 * fastify-type-provider-zod's validator compiler (params, querystring and body are checked and replaced by what zod
 * parsed), except for a route's headers: they are checked with the route's zod schema and never replaced.
 *
 * Fastify keeps a validator's value as the request's headers, and from then on every read of `request.headers`
 * copies the raw headers and that value into a new object (fastify/lib/request.js). The ETag, compression and
 * idempotency hooks and the handlers each read them, so a route with a header schema (every create that takes an
 * Idempotency-Key) paid a copy of all its headers per read (docs/decisions/0035). A schema that only names some
 * headers (an object without checks of its own that lets or strips the others) sees only those, so the others are
 * not copied either. A header schema must not transform what it checks (none here does).
 */
export const requestValidatorCompiler: typeof validatorCompiler = (route) =>
  route.httpPart === 'headers' ? headersChecker(route) : validatorCompiler(route);

function headersChecker(route: RouteOfValidator): ReturnType<typeof validatorCompiler> {
  const shape = namedOnly(route.schema);
  const names = shape && Object.keys(shape);
  // The named headers alone, with no unknown keys allowed through: the same checks and the same issue paths.
  const check = validatorCompiler(shape ? { ...route, schema: z.object(shape) } : route);
  return (headers: unknown) => {
    const named = names ? pick(headers as Record<string, unknown>, names) : headers;
    const result = check(named) as { error?: Error };
    // Neither `value` nor a falsy result: Fastify keeps the request's own headers.
    return result.error ? { error: result.error } : {};
  };
}

/**
 * The shape of the headers `schema` names, when they are all it checks: an object with no check of its own whose
 * other keys are stripped or let through. Else undefined, and every header goes to the schema.
 */
function namedOnly(schema: unknown): z.ZodRawShape | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const { catchall, checks } = schema.def;
  const othersUnchecked = catchall === undefined || catchall instanceof z.ZodUnknown;
  return othersUnchecked && (checks?.length ?? 0) === 0 ? schema.shape : undefined;
}

function pick(headers: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const name of names) if (headers[name] !== undefined) named[name] = headers[name];
  return named;
}
