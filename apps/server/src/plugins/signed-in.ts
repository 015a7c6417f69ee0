import type { FastifyPluginOptions, FastifySchema, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@momentum/shared';

/**
 * Routes for signed-in users. Wrap a module's routes once and every route it declares:
 *   - runs `app.authenticate` first (401 without a valid access token; `request.userId` is set after it),
 *   - is listed under the module's OpenAPI tag with the bearer security scheme,
 *   - documents the error answers every signed-in route can give (400 bad input, 401 not signed in).
 * A route declares only what is its own: params, querystring, body, its success answer and any other error
 * it can give (404, 409, 413, 415, 429: `{ 404: errorBodySchema }`).
 *
 * Adopting it is one line around the module's plugin, which stays an encapsulated context (the hooks reach
 * only its own routes, as fastify/demo's `routes/api/autohooks.ts` does for a folder):
 *
 *   export const exercisesRoutes = signedInRoutes('exercises', async (app) => {
 *     app.get('/exercises', { schema: { response: { 200: exerciseListSchema } } }, async (request) => …);
 *   });
 *
 * and `await app.register(exercisesRoutes, { prefix: '/api' })` in app.ts. A module with public routes too
 * registers its signed-in part inside itself: `app.register(signedInRoutes('auth', async (signedIn) => …))`.
 * The security suite's route catalogue (`security/route-catalogue.ts`) must list each new route.
 */
export function signedInRoutes<Options extends FastifyPluginOptions = Record<never, never>>(
  tag: string,
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRequest', app.authenticate);
    app.addHook('onRoute', (route) => {
      route.schema = withSignedInDefaults(route.schema, tag);
    });
    await routes(app, options);
  };
}

const BEARER_SECURITY = [{ bearer: [] }];
const SIGNED_IN_ERRORS = { 400: errorBodySchema, 401: errorBodySchema };

/** A new schema (a route's own object may be shared): the route's own entries win over the defaults. */
function withSignedInDefaults(schema: RouteOptions['schema'], tag: string): FastifySchema {
  const own = schema ?? {};
  const response = { ...(own.response as Record<string, unknown> | undefined) };
  for (const [status, body] of Object.entries(SIGNED_IN_ERRORS)) response[status] ??= body;
  return { tags: [tag], security: BEARER_SECURITY, ...own, response };
}
