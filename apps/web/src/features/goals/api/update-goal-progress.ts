import { goalSchema, type Goal, type GoalProgressBody } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { useGoalChange } from './update-goals-cache';

export type UpdateGoalProgressInput = { id: string; body: GoalProgressBody };

export function updateGoalProgress({ id, body }: UpdateGoalProgressInput): Promise<Goal> {
  return api.post(`/goals/${encodeURIComponent(id)}/progress`, body, { schema: goalSchema });
}

export function useUpdateGoalProgress({ onSuccess }: { onSuccess?: (goal: Goal) => void } = {}) {
  return useGoalChange(updateGoalProgress, onSuccess);
}
