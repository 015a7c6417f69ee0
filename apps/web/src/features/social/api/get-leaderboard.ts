import { leaderboardSchema, type LeaderboardMetric } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

const leaderboard = defineQuery(socialKeys.leaderboard, '/social/leaderboard', leaderboardSchema, {
  params: (metric: LeaderboardMetric) => ({ metric }),
  refetchInterval: 60_000,
});

export const useLeaderboard = leaderboard.use;
