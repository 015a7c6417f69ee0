import { nutritionListSchema } from '@momentum/shared';
import { definePagedQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const nutritionEntries = definePagedQuery(nutritionKeys.entries, '/nutrition', nutritionListSchema, {
  staleTime: 60_000,
});

/** The food log (pages of the server's default of 100 entries), newest first. */
export const useNutritionEntries = nutritionEntries.use;
