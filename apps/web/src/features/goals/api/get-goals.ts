import { goalListSchema, type Goal } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsKeys } from './keys';

/** All of the user's goals, active and completed: the screen splits them into its two tabs and counts. */
export function getGoals({ signal }: { signal?: AbortSignal } = {}): Promise<Goal[]> {
  return api.get('/goals', { schema: goalListSchema, signal });
}

export const getGoalsQueryOptions = () =>
  queryOptions({
    queryKey: goalsKeys.list,
    queryFn: ({ signal }) => getGoals({ signal }),
    // A goal that follows the weight changes when a weight is recorded elsewhere: look again on every visit.
    staleTime: 0,
  });

export function useGoals() {
  return useQuery(getGoalsQueryOptions());
}
