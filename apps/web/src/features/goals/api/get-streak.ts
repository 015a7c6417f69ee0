import { streakResponseSchema } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsKeys } from './keys';

/** The current streak for the 'Days Streak' card. */
export async function getStreak({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { streak } = await api.get('/activity/streak', { schema: streakResponseSchema, signal });
  return streak;
}

export const getStreakQueryOptions = () =>
  queryOptions({
    queryKey: goalsKeys.streak,
    queryFn: ({ signal }) => getStreak({ signal }),
    // Other screens' writes (a workout, a meal) change the streak without knowing this key: refetch on every visit.
    staleTime: 0,
  });

export function useStreak() {
  return useQuery(getStreakQueryOptions());
}
