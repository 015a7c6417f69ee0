import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError } from '@/lib/toasts';
import { invalidateDiary } from './invalidate';

export async function deleteDiaryItem({ date, id }: { date: string; id: string }): Promise<void> {
  await api.delete(`/nutrition/days/${date}/items/${encodeURIComponent(id)}`);
}

export function useDeleteDiaryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiaryItem,
    onError: (error) => toastError(error, 'Could not delete this food. Please try again.'),
    onSettled: () => invalidateDiary(queryClient),
  });
}
