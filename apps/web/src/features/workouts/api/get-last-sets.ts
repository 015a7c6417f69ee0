import { lastSetsSchema, type LastSets } from '@momentum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

export function getLastSets({
  exerciseIds,
  signal,
}: {
  exerciseIds: readonly string[];
  signal?: AbortSignal;
}): Promise<LastSets> {
  return api.get('/workouts/last-sets', {
    params: { exerciseIds: exerciseIds.join(',') },
    schema: lastSetsSchema,
    signal,
  });
}

export const getLastSetsQueryOptions = (exerciseIds: readonly string[]) =>
  queryOptions({
    queryKey: workoutsKeys.lastSetsOf(exerciseIds),
    queryFn: ({ signal }) => getLastSets({ exerciseIds, signal }),
  });

/** What the person did the last time they did each exercise (their latest workout with it). */
export function useLastSets(exerciseIds: readonly string[]) {
  return useQuery({
    ...getLastSetsQueryOptions(exerciseIds),
    enabled: exerciseIds.length > 0,
    // Adding an exercise asks again for every id; the sets already shown stay while it does.
    placeholderData: keepPreviousData,
  });
}
