import {
  errorBodySchema,
  notificationListSchema,
  notificationParamsSchema,
  unreadCountSchema,
} from '@momentum/shared';
import { z } from 'zod';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createNotificationsService } from './notifications.service.js';

const noContentSchema = z.void().describe('No content');

/** The caller's notifications (issue 17), mounted under /api. The app polls the unread count. */
export const notificationsRoutes = signedInRoutes('notifications', async (app) => {
  const notifications = createNotificationsService(app.db);

  app.get('/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) =>
    notifications.list(request.userId),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: unreadCountSchema } } },
    async (request) => ({ unreadCount: await notifications.unreadCount(request.userId) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: { params: notificationParamsSchema, response: { 204: noContentSchema, 404: errorBodySchema } },
    },
    async (request, reply) => {
      await notifications.markRead(request.userId, request.params.id);
      return reply.status(204).send();
    },
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
