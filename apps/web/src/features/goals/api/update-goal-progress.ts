import { goalSchema, type Goal, type GoalProgressBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchGoals, replaceGoalInCache } from './update-goals-cache';

export type UpdateGoalProgressInput = { id: string; body: GoalProgressBody };

export function updateGoalProgress({ id, body }: UpdateGoalProgressInput): Promise<Goal> {
  return api.post(`/goals/${encodeURIComponent(id)}/progress`, body, { schema: goalSchema });
}

export function useUpdateGoalProgress({ onSuccess }: { onSuccess?: (goal: Goal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoalProgress,
    onSuccess: (goal) => {
      replaceGoalInCache(queryClient, goal);
      onSuccess?.(goal);
    },
    onSettled: () => refetchGoals(queryClient),
  });
}
