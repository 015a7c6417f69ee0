import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterLogChange } from './invalidate';

export async function deleteLog(id: string): Promise<void> {
  await api.delete(`/workouts/logs/${encodeURIComponent(id)}`);
}

export function useDeleteLog({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLog,
    onSuccess: () => onSuccess?.(),
    onError,
    onSettled: () => refetchAfterLogChange(queryClient),
  });
}
