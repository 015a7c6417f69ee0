import { daySchemaOut } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const nutritionDay = defineQuery(
  nutritionKeys.day,
  (date: string) => `/nutrition/days/${date}`,
  daySchemaOut,
  {
    staleTime: 30_000,
  },
);

/** One day of the diary: meals with their foods, totals, water and targets. The previous day shows while moving. */
export function useNutritionDay(date: string) {
  return useQuery({ ...nutritionDay.options(date), placeholderData: keepPreviousData });
}
