import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

const MAX_DEPTH = 64;

/** The path of the first string holding U+0000 in a parsed JSON body, or undefined. */
export function findNulText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'body';
    } else if (current !== null && typeof current === 'object' && depth < MAX_DEPTH) {
      for (const [key, child] of Object.entries(current)) {
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
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
