import { exerciseSetsPageSchema, type ExerciseSetsPage } from '@momentum/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getExerciseSets(
  exerciseId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ExerciseSetsPage> {
  return api.get(`/progress/exercises/${encodeURIComponent(exerciseId)}/sets`, {
    params: { cursor },
    schema: exerciseSetsPageSchema,
    signal,
  });
}

export const getExerciseSetsQueryOptions = (exerciseId: string) =>
  infiniteQueryOptions({
    queryKey: progressKeys.exerciseSets(exerciseId),
    queryFn: ({ pageParam, signal }) => getExerciseSets(exerciseId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
  });

/** Every past set of the exercise, newest first, a page at a time. */
export function useExerciseSets(exerciseId: string) {
  return useInfiniteQuery(getExerciseSetsQueryOptions(exerciseId));
}
