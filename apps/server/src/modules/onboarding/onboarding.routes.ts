import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the onboarding module, mounted under /api. Filled in by its issue. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
