import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Tokens live in localStorage (spec §4), so no script may run unless it is our own bundle: the CSP allows
 * scripts from this origin only. Styles allow 'unsafe-inline' because the dialog and toast libraries insert
 * <style> elements at run time (docs/decisions/0002-content-security-policy.md).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The legacy twin of frame-ancestors 'none' (Helmet's default, SAMEORIGIN, would allow same-origin framing).
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
};

/**
 * The headers Helmet sets for these options, worked out once. @fastify/helmet (no longer used) rebuilt
 * Helmet's middleware (parsing every CSP directive) on each request, which cost about a tenth of a small API
 * call; our headers are the same for every response (no nonces), so they are computed at start and copied
 * onto each reply.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The headers every answer carries, worked out once. */
const strictHeaders = securityHeaders();
if (!strictHeaders['content-security-policy']) throw new Error('Helmet produced no Content-Security-Policy');

/** `reply` with the security headers set: the send hook's work, and that of answers made outside any route. */
export const withSecurityHeaders = (reply: FastifyReply): FastifyReply => reply.headers(strictHeaders);

export function registerSecurityHeaders(app: FastifyInstance): void {
  // At send, not at arrival: every answer sent through a route's reply passes this hook (errors and not-founds
  // among them), while a 304 written straight to the socket (data-version-etag.ts) skips it and so no longer
  // pays for a dozen headers it never sends: 7% of a revalidation's instructions (bench/instructions.mjs). Set
  // last, they are the values sent even where a route set one of them itself.
  app.addHook('onSend', (_request, reply, payload, done) => {
    withSecurityHeaders(reply);
    done(null, payload);
  });
}
