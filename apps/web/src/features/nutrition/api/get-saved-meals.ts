import { savedMealListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const savedMeals = defineQuery(nutritionKeys.savedMeals, '/nutrition/saved-meals', savedMealListSchema, {
  staleTime: 60_000,
});

export const useSavedMeals = savedMeals.use;
