import { NOTIFICATION_POLL_MS, notificationListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { sharedKeys } from '@/lib/query-keys';

const notifications = defineQuery(sharedKeys.notifications, '/notifications', notificationListSchema, {
  refetchInterval: NOTIFICATION_POLL_MS,
});

export const useNotifications = notifications.use;
