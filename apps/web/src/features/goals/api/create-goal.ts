import { goalSchema, type Goal, type GoalCreateBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsKeys } from './keys';
import { refetchGoals } from './update-goals-cache';

export function createGoal(body: GoalCreateBody): Promise<Goal> {
  return api.post('/goals', body, { schema: goalSchema });
}

export function useCreateGoal({ onSuccess }: { onSuccess?: (goal: Goal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: (created) => {
      queryClient.setQueryData<Goal[]>(goalsKeys.list, (list) => (list ? [created, ...list] : list));
      onSuccess?.(created);
    },
    onSettled: () => refetchGoals(queryClient),
  });
}
