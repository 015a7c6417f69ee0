import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the goals module, mounted under /api. Filled in by its issue. */
export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
