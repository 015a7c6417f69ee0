import { exerciseProgressSchema, type ExerciseProgress } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getExerciseProgress(exerciseId: string, signal?: AbortSignal): Promise<ExerciseProgress> {
  return api.get(`/progress/exercises/${encodeURIComponent(exerciseId)}`, {
    schema: exerciseProgressSchema,
    signal,
  });
}

export const getExerciseProgressQueryOptions = (exerciseId: string) =>
  queryOptions({
    queryKey: progressKeys.exercise(exerciseId),
    queryFn: ({ signal }) => getExerciseProgress(exerciseId, signal),
    staleTime: 60_000,
  });

/** Per workout: best e1RM, heaviest weight and volume, and the all-time records (the exercise page). */
export function useExerciseProgress(exerciseId: string) {
  return useQuery(getExerciseProgressQueryOptions(exerciseId));
}
