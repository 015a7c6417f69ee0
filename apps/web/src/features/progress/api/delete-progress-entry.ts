import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { progressKeys } from './keys';

export async function deleteProgressEntry(id: string): Promise<void> {
  await api.delete(`/progress/${encodeURIComponent(id)}`);
}

export function useDeleteProgressEntry({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgressEntry,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]),
  });
}
