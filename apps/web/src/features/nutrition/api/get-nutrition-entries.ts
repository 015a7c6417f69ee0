import { nutritionListSchema, type NutritionEntry } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export function getNutritionEntries({ signal }: { signal?: AbortSignal } = {}): Promise<NutritionEntry[]> {
  return api.get('/nutrition', { schema: nutritionListSchema, signal });
}

export const getNutritionEntriesQueryOptions = () =>
  queryOptions({
    queryKey: nutritionKeys.entries,
    queryFn: ({ signal }) => getNutritionEntries({ signal }),
    staleTime: 60_000,
  });

export function useNutritionEntries() {
  return useQuery(getNutritionEntriesQueryOptions());
}
