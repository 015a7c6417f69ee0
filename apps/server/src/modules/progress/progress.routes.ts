import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the progress module, mounted under /api. Filled in by its issue. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
