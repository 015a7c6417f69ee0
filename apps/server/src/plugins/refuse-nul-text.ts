import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

const MAX_DEPTH = 64;

/** The path of the first string holding U+0000 in a parsed JSON body (in the body's order), or undefined. */
export function findNulText(value: unknown): string | undefined {
  const keys = nulTextKeys(value, 0);
  return keys && (keys.join('.') || 'body');
}

/**
 * The keys down to the first string holding U+0000, innermost last; undefined for none. The path is made only
 * for a string found: every write's body is scanned, and nearly none holds one.
 */
function nulTextKeys(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  for (const key of Object.keys(value)) {
    const keys = nulTextKeys((value as Record<string, unknown>)[key], depth + 1);
    if (keys) {
      keys.unshift(key);
      return keys;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text while SQLite can; refusing it at the door gives both databases the
 * same answer (400 naming the field) and keeps invisible control characters out of what other people read.
 */
export function registerRefuseNulText(app: FastifyInstance): void {
  // A callback hook: the reads, which have no body, pass without a promise and microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (body === undefined || body === null || typeof body !== 'object' || Buffer.isBuffer(body))
      return done();
    const field = findNulText(body);
    if (!field) return done();
    done(
      badRequest(`${field}: Text must not contain NUL characters.`, {
        [field]: 'Text must not contain NUL characters.',
      }),
    );
  });
}
