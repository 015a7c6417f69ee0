import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, onboardingBodySchema, onboardingResponseSchema } from '@momentum/shared';
import { createOnboardingService } from './onboarding.service.js';

/** Routes of the onboarding module, mounted under /api. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const onboarding = createOnboardingService(app.db);

  app.post(
    '/onboarding/complete',
    {
      schema: {
        tags: ['onboarding'],
        security: [{ bearer: [] }],
        body: onboardingBodySchema,
        response: { 200: onboardingResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ user: await onboarding.complete(request.userId, request.body) }),
  );
};
