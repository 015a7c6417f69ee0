import { goalListSchema, type Goal } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** The newest active weight-loss goal: its target is drawn as a line on the weight chart. */
export async function getActiveWeightGoal(signal?: AbortSignal): Promise<Goal | null> {
  const goals = await api.get('/goals', {
    params: { status: 'in-progress' },
    schema: goalListSchema,
    signal,
  });
  const weightGoals = goals.filter((goal) => goal.category === 'weight-loss' && goal.unit === 'kg');
  weightGoals.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return weightGoals[0] ?? null;
}

export const getActiveWeightGoalQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.weightGoal,
    queryFn: ({ signal }) => getActiveWeightGoal(signal),
    staleTime: 5 * 60_000,
  });

export function useActiveWeightGoal() {
  return useQuery(getActiveWeightGoalQueryOptions());
}
