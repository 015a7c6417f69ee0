import { foodListSchema } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const RESULTS = 20;

/** Foods for `q`; without words, only the person's recent and own foods (recent=true). */
const foodSearch = defineQuery(nutritionKeys.foods, '/foods', foodListSchema, {
  params: (q: string) => (q ? { q, limit: RESULTS } : { recent: 'true', limit: RESULTS }),
  staleTime: 60_000,
});

/** Foods for the words typed; before typing, the person's recent and own foods first. */
export function useFoodSearch(q: string) {
  return useQuery({ ...foodSearch.options(q), placeholderData: keepPreviousData });
}
