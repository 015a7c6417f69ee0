import { streakShown } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** The current streak in days (the goals' 'Days Streak'; the dashboard takes it from its one request). */
export async function getStreak({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return streakShown(await api.get<{ streak?: number | null }>('/activity/streak', { signal }));
}

export const getStreakQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.streak, queryFn: ({ signal }) => getStreak({ signal }) });

export function useStreak() {
  return useQuery(getStreakQueryOptions());
}
