import { goalSchema, type Goal, type GoalEditBody } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { useGoalChange } from './update-goals-cache';

export type UpdateGoalInput = { id: string; body: GoalEditBody };

export function updateGoal({ id, body }: UpdateGoalInput): Promise<Goal> {
  return api.put(`/goals/${encodeURIComponent(id)}`, body, { schema: goalSchema });
}

export function useUpdateGoal({ onSuccess }: { onSuccess?: (goal: Goal) => void } = {}) {
  return useGoalChange(updateGoal, onSuccess);
}
