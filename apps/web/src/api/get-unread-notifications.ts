import { NOTIFICATION_POLL_MS } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadShellSchemas } from '@/lib/load-shell-schemas';
import { sharedKeys } from '@/lib/query-keys';

/**
 * How many notifications the user has not read (the side link and the header show it). Asked by the shell on
 * every page, so its contract loads beside the request instead of in the first load.
 */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const [{ unreadCountSchema }, answer] = await Promise.all([
    loadShellSchemas(),
    api.get<unknown>('/notifications/unread-count', { signal }),
  ]);
  return unreadCountSchema.parse(answer).unreadCount;
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
