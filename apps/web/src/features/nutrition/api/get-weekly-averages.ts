import { weeklyAveragesSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const weeklyAverages = defineQuery(nutritionKeys.averages, '/nutrition/averages', weeklyAveragesSchema, {
  params: (to: string) => ({ to }),
  staleTime: 60_000,
});

/** Averages over the last 7 days up to `to` that hold food. */
export const useWeeklyAverages = weeklyAverages.use;
