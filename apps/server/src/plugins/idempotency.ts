import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { createIdempotencyService } from '../modules/idempotency/idempotency.service.js';
import { afterSettled } from './after-settled.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an `Idempotency-Key` header (docs/decisions/0012-idempotency-keys.md): set it on every
     * create a client may queue and retry. Only on signed-in routes (keys are per user).
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 1–255 visible ASCII characters; `""` alone is refused (it would quote an empty key). */
export const IDEMPOTENCY_KEY_PATTERN = /^(?!""$)[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The draft sends the key as a structured-field string ("…"); a bare token is accepted too. */
const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 1 to 255 visible ASCII characters.')
  .optional()
  .describe(
    'A key the client makes once per create (a UUID) and sends again on every retry of it; a repeat answers ' +
      'the first answer (with Idempotent-Replayed: true), 409 while the first still runs, 422 with another body. ' +
      'Remembered for 24 hours.',
  );

/** Other headers pass through untouched (authorization, x-timezone are read elsewhere). */
const idempotentHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

const unquoted = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** What the same key must repeat: method, path (with its ids) and the validated body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

/** The key each request claimed, so its answer (and only its) completes it. */
const claimedKeys = new WeakMap<FastifyRequest, string>();

/**
 * Makes every route declared with `config: { idempotent: true }` honour an Idempotency-Key: the header is
 * documented and validated (a bad key is a 400 naming it), the key is claimed in the database after the body
 * validated and before the handler writes, and the answer completes it. Call before routes are registered.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const idempotency = createIdempotencyService(app.db);

  // Callback hooks: a request without a key (nearly every one) passes with no promise and microtask.
  const claim: preHandlerHookHandler = function (request, reply, done) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (typeof header !== 'string') return done();
    const key = unquoted(header);
    afterSettled(
      idempotency.start(request.userId, key, requestHash(request)),
      (start, onward) => {
        if (start.kind === 'claimed') {
          claimedKeys.set(request, key);
          return onward();
        }
        // Answered here, without `done`: the handler must not run (its send hooks may still be under way).
        reply
          .code(start.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header(REPLAYED_HEADER, 'true')
          .send(start.body);
      },
      done,
    );
  };

  const complete: onSendHookHandler = function (request, reply, payload, done) {
    const key = claimedKeys.get(request);
    if (key === undefined) return done(null, payload);
    claimedKeys.delete(request);
    afterSettled(
      idempotency.finish(request.userId, key, reply.statusCode, typeof payload === 'string' ? payload : ''),
      (_, onward) => onward(null, payload),
      done,
    );
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    if (route.schema?.headers)
      throw new Error(`${route.url}: merge its header schema with the Idempotency-Key one`);
    route.schema = { ...route.schema, headers: idempotentHeadersSchema };
    route.preHandler = [claim, ...asArray(route.preHandler)];
    route.onSend = [...asArray(route.onSend), complete];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
