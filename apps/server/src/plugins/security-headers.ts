import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Tokens live in localStorage (spec §4), so no script may run unless it is our own bundle: the CSP allows
 * scripts from this origin only. Styles allow 'unsafe-inline' because the dialog and toast libraries insert
 * <style> elements at run time (docs/decisions/0002-content-security-policy.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
    referrerPolicy: { policy: 'no-referrer' },
  });
}
