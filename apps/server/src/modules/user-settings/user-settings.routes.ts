import { userSettingsSchema, userSettingsUpdateSchema } from '@momentum/shared';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createUserSettingsService } from './user-settings.service.js';

/** A person's preferences (issues 17 and 18), mounted under /api. */
export const userSettingsRoutes = signedInRoutes('settings', async (app) => {
  const settings = createUserSettingsService(app.db);

  app.get('/settings', { schema: { response: { 200: userSettingsSchema } } }, async (request) =>
    settings.get(request.userId),
  );

  app.put(
    '/settings',
    { schema: { body: userSettingsUpdateSchema, response: { 200: userSettingsSchema } } },
    async (request) => settings.update(request.userId, request.body),
  );
});
