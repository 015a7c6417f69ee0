import { userSettingsSchema, userSettingsUpdateSchema } from '@momentum/shared';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createUserSettingsService } from './user-settings.service.js';

/** A person's preferences (issues 17 and 18), mounted under /api. */
export const userSettingsRoutes = signedInRoutes('settings', async (app) => {
  const settings = createUserSettingsService(app.db);

  // Moves with the data version (its table has the triggers): revalidated with an ETag, as the dashboard is.
  app.get(
    '/settings',
    { schema: { response: { 200: userSettingsSchema } }, preHandler: revalidateByDataVersion },
    async (request) => settings.get(request.userId),
  );

  app.put(
    '/settings',
    { schema: { body: userSettingsUpdateSchema, response: { 200: userSettingsSchema } } },
    async (request) => settings.update(request.userId, request.body),
  );
});
