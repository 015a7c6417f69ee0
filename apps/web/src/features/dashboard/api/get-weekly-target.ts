import type { GoalKind, WeeklyGoal } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** This week's value of a weekly target (GET /user/goals/{kind}) and the user's target for it. */
export function getWeeklyTarget(
  kind: GoalKind,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WeeklyGoal> {
  return api.get<WeeklyGoal>(`/user/goals/${kind}`, { signal });
}

export const getWeeklyTargetQueryOptions = (kind: GoalKind) =>
  queryOptions({
    queryKey: dashboardKeys.weeklyTarget(kind),
    queryFn: ({ signal }) => getWeeklyTarget(kind, { signal }),
  });

export function useWeeklyTarget(kind: GoalKind) {
  return useQuery(getWeeklyTargetQueryOptions(kind));
}
