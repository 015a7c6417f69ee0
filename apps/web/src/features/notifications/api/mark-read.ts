import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

export const markNotificationRead = (id: string) => api.post(`/notifications/${encodeURIComponent(id)}/read`);
export const markAllNotificationsRead = () => api.post('/notifications/read-all');

/** Either call refreshes the list and the unread count (under the same prefix). */
function useReadMutation<T>(mutationFn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.notifications }),
  });
}

export const useMarkNotificationRead = () => useReadMutation(markNotificationRead);
export const useMarkAllNotificationsRead = () => useReadMutation(markAllNotificationsRead);
