import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the images module, mounted under /api. Filled in by its issue. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
