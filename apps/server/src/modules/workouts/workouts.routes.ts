import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the workouts module, mounted under /api. Filled in by its issue. */
export const workoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
