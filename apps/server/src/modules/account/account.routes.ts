import { accountDeleteBodySchema } from '@momentum/shared';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createAccountService } from './account.service.js';

/** The account as a whole (issue 18): deleting it. Mounted under /api. */
export const accountRoutes = signedInRoutes('account', async (app) => {
  const account = createAccountService(app.db);

  app.delete('/account', { schema: { body: accountDeleteBodySchema } }, async (request, reply) => {
    await account.delete(request.userId, request.body.password);
    return reply.status(204).send();
  });
});
