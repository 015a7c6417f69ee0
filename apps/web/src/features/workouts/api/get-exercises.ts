import { exerciseListSchema, type ExerciseList } from '@momentum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

/** How many matches the picker shows: the best few, as a person types. */
export const EXERCISE_PICKER_LIMIT = 12;

export function getExercises({ q, signal }: { q: string; signal?: AbortSignal }): Promise<ExerciseList> {
  return api.get('/exercises', {
    params: { q: q || undefined, limit: EXERCISE_PICKER_LIMIT },
    schema: exerciseListSchema,
    signal,
  });
}

export const getExercisesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: workoutsKeys.exerciseSearch(q),
    queryFn: ({ signal }) => getExercises({ q, signal }),
    // The library barely changes during a session; the last answer stays on screen while the next one loads.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useExercises(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExercisesQueryOptions(q), enabled });
}
