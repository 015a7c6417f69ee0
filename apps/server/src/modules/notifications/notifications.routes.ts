import { notificationListSchema, notificationParamsSchema, unreadCountSchema } from '@momentum/shared';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { noContentSchema, rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createNotificationsService } from './notifications.service.js';

/** The caller's notifications (issue 17), mounted under /api. The app polls the unread count. */
export const notificationsRoutes = signedInRoutes('notifications', async (app) => {
  const notifications = createNotificationsService(app.db);

  app.get('/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) =>
    notifications.list(request.userId),
  );

  app.get(
    '/notifications/unread-count',
    // Polled by the app; notifications move the recipient's data version, so an unchanged count is a 304.
    { schema: { response: { 200: unreadCountSchema } }, preHandler: revalidateByDataVersion },
    async (request) => ({ unreadCount: await notifications.unreadCount(request.userId) }),
  );

  rowActionRoute(app, 'POST', '/notifications/:id/read', notificationParamsSchema, (userId, { id }) =>
    notifications.markRead(userId, id),
  );

  app.post(
    '/notifications/read-all',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await notifications.markAllRead(request.userId);
      return reply.status(204).send();
    },
  );
});
