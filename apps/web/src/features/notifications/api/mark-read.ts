import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { useMutationRefreshing } from '@/lib/query-hooks';

export const markNotificationRead = (id: string) => api.post(`/notifications/${encodeURIComponent(id)}/read`);
export const markAllNotificationsRead = () => api.post('/notifications/read-all');

// Either call refreshes the list and the unread count (under the same prefix).
export const useMarkNotificationRead = () =>
  useMutationRefreshing(markNotificationRead, sharedKeys.notifications);
export const useMarkAllNotificationsRead = () =>
  useMutationRefreshing(markAllNotificationsRead, sharedKeys.notifications);
