import { NOTIFICATION_POLL_MS, notificationListSchema, type NotificationList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get('/notifications', { schema: notificationListSchema, signal });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
