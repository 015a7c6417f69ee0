import { exerciseListSchema, type ExerciseList } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many library hits the import's exercise picker offers: the best few, as a person types. */
const MATCH_PICKER_LIMIT = 8;

/** GET /exercises?q=: the exercise library's own search (their exercises and the built-in ones). */
function searchExercises(q: string, signal?: AbortSignal): Promise<ExerciseList> {
  return api.get('/exercises', {
    params: { q: q || undefined, limit: MATCH_PICKER_LIMIT },
    schema: exerciseListSchema,
    signal,
  });
}

export function useExerciseSearch(q: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['settings', 'import-exercise-search', q] as const,
    queryFn: ({ signal }) => searchExercises(q, signal),
    enabled,
    // The library barely changes while a preview is open; the last hits stay while the next ones load.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
