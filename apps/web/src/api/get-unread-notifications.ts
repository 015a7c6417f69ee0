import { NOTIFICATION_POLL_MS, unreadCountSchema } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** How many notifications the user has not read (the side link and the header show it). */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  return (await api.get('/notifications/unread-count', { schema: unreadCountSchema, signal })).unreadCount;
}

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.unreadNotifications,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    // New ones show within 30 seconds without a reload; polling works however many server instances there are.
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}
