import type { Goal } from '@momentum/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** A change to one goal: the server's answer replaces it in the list at once, then the list is checked again. */
export function useGoalChange<TVars>(
  mutationFn: (vars: TVars) => Promise<Goal>,
  onSuccess?: (goal: Goal) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (goal) => {
      replaceGoalInCache(queryClient, goal);
      onSuccess?.(goal);
    },
    onSettled: () => refetchGoals(queryClient),
  });
}
