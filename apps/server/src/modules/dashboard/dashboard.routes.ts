import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the dashboard module, mounted under /api. Filled in by its issue. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
