import { weightSeriesSchema } from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

export type DayRange = { from?: string | undefined; to?: string | undefined };

const weightSeries = defineQuery(progressKeys.weight, '/progress/weight', weightSeriesSchema, {
  params: (range: DayRange) => range,
  staleTime: 5 * 60_000,
});

/** Each weigh-in day of the range with its trend (the Weight tab's chart). */
export function useWeightSeries(range: DayRange) {
  return useQuery({ ...weightSeries.options(range), placeholderData: (previous) => previous });
}
