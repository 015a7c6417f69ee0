import { exerciseListSchema } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

/** How many matches the picker shows: the best few, as a person types. */
export const EXERCISE_PICKER_LIMIT = 12;

const exerciseSearch = defineQuery(workoutsKeys.exerciseSearch, '/exercises', exerciseListSchema, {
  params: (q: string) => ({ q: q || undefined, limit: EXERCISE_PICKER_LIMIT }),
  // The library barely changes during a session.
  staleTime: 5 * 60_000,
});

export function useExercises(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The last answer stays on screen while the next one loads.
  return useQuery({ ...exerciseSearch.options(q), placeholderData: keepPreviousData, enabled });
}
