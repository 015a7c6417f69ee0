import { foodListSchema, type FoodList } from '@momentum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

const RESULTS = 20;

/** Foods for `q`; without words, only the person's recent and own foods (recent=true). */
export function searchFoods(q: string, signal?: AbortSignal): Promise<FoodList> {
  const params = q ? { q, limit: RESULTS } : { recent: 'true', limit: RESULTS };
  return api.get('/foods', { params, schema: foodListSchema, signal });
}

export const searchFoodsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: nutritionKeys.foods(q),
    queryFn: ({ signal }) => searchFoods(q, signal),
    staleTime: 60_000,
  });

/** Foods for the words typed; before typing, the person's recent and own foods first. */
export function useFoodSearch(q: string) {
  return useQuery({ ...searchFoodsQueryOptions(q), placeholderData: keepPreviousData });
}
