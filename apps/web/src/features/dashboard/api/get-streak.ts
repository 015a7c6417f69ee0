import { STREAK_FALLBACK, streakResponseSchema } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

// Spec §9: the streak falls back to 1 only when the answer carries none.
const answerSchema = streakResponseSchema.extend({ streak: streakResponseSchema.shape.streak.nullish() });

/** The current streak in days. */
export async function getStreak({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { streak } = await api.get('/activity/streak', { schema: answerSchema, signal });
  return streak ?? STREAK_FALLBACK;
}

export const getStreakQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.streak, queryFn: ({ signal }) => getStreak({ signal }) });

export function useStreak() {
  return useQuery(getStreakQueryOptions());
}
