import { STREAK_FALLBACK } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** The current streak in days (the dashboard's hero and card, the goals' 'Days Streak'). */
export async function getStreak({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  // Spec §9: the streak falls back to 1 only when the answer carries none.
  const { streak } = await api.get<{ streak?: number | null }>('/activity/streak', { signal });
  return streak ?? STREAK_FALLBACK;
}

export const getStreakQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.streak, queryFn: ({ signal }) => getStreak({ signal }) });

export function useStreak() {
  return useQuery(getStreakQueryOptions());
}
