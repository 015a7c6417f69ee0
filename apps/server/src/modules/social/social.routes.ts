import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the social module, mounted under /api. Filled in by its issue. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
