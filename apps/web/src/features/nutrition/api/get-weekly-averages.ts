import { weeklyAveragesSchema } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export const getWeeklyAveragesQueryOptions = (to: string) =>
  queryOptions({
    queryKey: nutritionKeys.averages(to),
    queryFn: ({ signal }) =>
      api.get('/nutrition/averages', { params: { to }, schema: weeklyAveragesSchema, signal }),
    staleTime: 60_000,
  });

/** Averages over the last 7 days up to `to` that hold food. */
export const useWeeklyAverages = (to: string) => useQuery(getWeeklyAveragesQueryOptions(to));
