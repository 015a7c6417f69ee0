import type { CaloriesSummaryResponse } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** Calories burned by this week's workouts. */
export async function getCaloriesSummary({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { totalCalories } = await api.get<CaloriesSummaryResponse>('/user/summary/calories', {
    params: { week: 'current' },
    signal,
  });
  return totalCalories;
}

export const getCaloriesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.caloriesSummary,
    queryFn: ({ signal }) => getCaloriesSummary({ signal }),
  });

export function useCaloriesSummary() {
  return useQuery(getCaloriesSummaryQueryOptions());
}
