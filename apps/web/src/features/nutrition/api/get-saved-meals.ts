import { savedMealListSchema } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export const getSavedMealsQueryOptions = () =>
  queryOptions({
    queryKey: nutritionKeys.savedMeals,
    queryFn: ({ signal }) => api.get('/nutrition/saved-meals', { schema: savedMealListSchema, signal }),
    staleTime: 60_000,
  });

export const useSavedMeals = () => useQuery(getSavedMealsQueryOptions());
