import type { Goal } from '@momentum/shared';
import type { QueryClient } from '@tanstack/react-query';
import { goalsKeys } from './keys';

/** Puts the server's answer for one goal into the list at once, then checks with the server. */
export function replaceGoalInCache(queryClient: QueryClient, goal: Goal): void {
  queryClient.setQueryData<Goal[]>(goalsKeys.list, (list) =>
    list?.map((item) => (item._id === goal._id ? goal : item)),
  );
}

export function refetchGoals(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: goalsKeys.list });
}
