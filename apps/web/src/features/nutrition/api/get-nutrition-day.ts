import { daySchemaOut, type NutritionDay } from '@momentum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export function getNutritionDay(date: string, signal?: AbortSignal): Promise<NutritionDay> {
  return api.get(`/nutrition/days/${date}`, { schema: daySchemaOut, signal });
}

export const getNutritionDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: nutritionKeys.day(date),
    queryFn: ({ signal }) => getNutritionDay(date, signal),
    staleTime: 30_000,
  });

/** One day of the diary: meals with their foods, totals, water and targets. The previous day shows while moving. */
export function useNutritionDay(date: string) {
  return useQuery({ ...getNutritionDayQueryOptions(date), placeholderData: keepPreviousData });
}
