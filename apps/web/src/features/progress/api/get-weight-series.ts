import { weightSeriesSchema, type WeightSeries } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export type DayRange = { from?: string | undefined; to?: string | undefined };

export function getWeightSeries(range: DayRange, signal?: AbortSignal): Promise<WeightSeries> {
  return api.get('/progress/weight', { params: range, schema: weightSeriesSchema, signal });
}

export const getWeightSeriesQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: progressKeys.weight(range),
    queryFn: ({ signal }) => getWeightSeries(range, signal),
    staleTime: 5 * 60_000,
  });

/** Each weigh-in day of the range with its trend (the Weight tab's chart). */
export function useWeightSeries(range: DayRange) {
  return useQuery({ ...getWeightSeriesQueryOptions(range), placeholderData: (previous) => previous });
}
