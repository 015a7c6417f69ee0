import { leaderboardSchema, type Leaderboard, type LeaderboardMetric } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getLeaderboard(metric: LeaderboardMetric, signal?: AbortSignal): Promise<Leaderboard> {
  return api.get('/social/leaderboard', { params: { metric }, schema: leaderboardSchema, signal });
}

export const getLeaderboardQueryOptions = (metric: LeaderboardMetric) =>
  queryOptions({
    queryKey: socialKeys.leaderboard(metric),
    queryFn: ({ signal }) => getLeaderboard(metric, signal),
    refetchInterval: 60_000,
  });

export function useLeaderboard(metric: LeaderboardMetric) {
  return useQuery(getLeaderboardQueryOptions(metric));
}
