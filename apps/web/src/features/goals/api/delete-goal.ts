import type { Goal } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsKeys } from './keys';
import { refetchGoals } from './update-goals-cache';

export function deleteGoal(id: string): Promise<void> {
  return api.delete(`/goals/${encodeURIComponent(id)}`);
}

export function useDeleteGoal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Goal[]>(goalsKeys.list, (list) => list?.filter((goal) => goal._id !== id));
      onSuccess?.();
    },
    onSettled: () => refetchGoals(queryClient),
  });
}
