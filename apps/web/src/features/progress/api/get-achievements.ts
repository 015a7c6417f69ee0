import { achievementListSchema, type AchievementList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getAchievements(signal?: AbortSignal): Promise<AchievementList> {
  return api.get('/progress/achievements', { schema: achievementListSchema, signal });
}

export const getAchievementsQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.achievements,
    queryFn: ({ signal }) => getAchievements(signal),
    staleTime: 60_000,
  });

export function useAchievements() {
  return useQuery(getAchievementsQueryOptions());
}
