import { goalSchema, type Goal, type GoalEditBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchGoals, replaceGoalInCache } from './update-goals-cache';

export type UpdateGoalInput = { id: string; body: GoalEditBody };

export function updateGoal({ id, body }: UpdateGoalInput): Promise<Goal> {
  return api.put(`/goals/${encodeURIComponent(id)}`, body, { schema: goalSchema });
}

export function useUpdateGoal({ onSuccess }: { onSuccess?: (goal: Goal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: (goal) => {
      replaceGoalInCache(queryClient, goal);
      onSuccess?.(goal);
    },
    onSettled: () => refetchGoals(queryClient),
  });
}
