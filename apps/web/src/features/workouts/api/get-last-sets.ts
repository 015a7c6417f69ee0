import { lastSetsSchema } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

const lastSets = defineQuery(workoutsKeys.lastSetsOf, '/workouts/last-sets', lastSetsSchema, {
  params: (exerciseIds: readonly string[]) => ({ exerciseIds: exerciseIds.join(',') }),
});

/** What the person did the last time they did each exercise (their latest workout with it). */
export function useLastSets(exerciseIds: readonly string[]) {
  return useQuery({
    ...lastSets.options(exerciseIds),
    enabled: exerciseIds.length > 0,
    // Adding an exercise asks again for every id; the sets already shown stay while it does.
    placeholderData: keepPreviousData,
  });
}
