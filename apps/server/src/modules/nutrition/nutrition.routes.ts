import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the nutrition module, mounted under /api. Filled in by its issue. */
export const nutritionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
