import { weeklyGoalResponseSchema, type GoalKind, type WeeklyGoal } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getGoalQueryOptions } from './get-goal';

export function updateGoal(kind: GoalKind, target: number): Promise<WeeklyGoal> {
  return api.put(`/user/goals/${kind}`, { target }, { schema: weeklyGoalResponseSchema });
}

export function useUpdateGoal(kind: GoalKind, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number) => updateGoal(kind, target),
    onSuccess: (goal) => {
      queryClient.setQueryData(getGoalQueryOptions(kind).queryKey, goal);
      onSuccess?.();
    },
  });
}
