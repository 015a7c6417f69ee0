import type { WorkoutsSummaryResponse } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** How many workouts finished this week. */
export async function getWorkoutsSummary({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { workoutsThisWeek } = await api.get<WorkoutsSummaryResponse>('/user/summary/workouts', {
    params: { week: 'current' },
    signal,
  });
  return workoutsThisWeek;
}

export const getWorkoutsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.workoutsSummary,
    queryFn: ({ signal }) => getWorkoutsSummary({ signal }),
  });

export function useWorkoutsSummary() {
  return useQuery(getWorkoutsSummaryQueryOptions());
}
