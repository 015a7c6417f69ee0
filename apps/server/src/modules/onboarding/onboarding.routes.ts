import { onboardingBodySchema, onboardingResponseSchema } from '@momentum/shared';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createOnboardingService } from './onboarding.service.js';

/** Routes of the onboarding module, mounted under /api. */
export const onboardingRoutes = signedInRoutes('onboarding', async (app) => {
  const onboarding = createOnboardingService(app.db);

  app.post(
    '/onboarding/complete',
    { schema: { body: onboardingBodySchema, response: { 200: onboardingResponseSchema } } },
    async (request) => ({ user: await onboarding.complete(request.userId, request.body) }),
  );
});
