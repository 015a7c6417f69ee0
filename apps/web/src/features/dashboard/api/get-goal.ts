import type { GoalKind, WeeklyGoal } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** This week's value of a goal and the user's target for it. */
export function getGoal(kind: GoalKind, { signal }: { signal?: AbortSignal } = {}): Promise<WeeklyGoal> {
  return api.get<WeeklyGoal>(`/user/goals/${kind}`, { signal });
}

export const getGoalQueryOptions = (kind: GoalKind) =>
  queryOptions({ queryKey: dashboardKeys.goal(kind), queryFn: ({ signal }) => getGoal(kind, { signal }) });

export function useGoal(kind: GoalKind) {
  return useQuery(getGoalQueryOptions(kind));
}
