import { socialStatsSchema, type SocialStats } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getSocialStats(signal?: AbortSignal): Promise<SocialStats> {
  return api.get('/social/stats', { schema: socialStatsSchema, signal });
}

export const getSocialStatsQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.stats, queryFn: ({ signal }) => getSocialStats(signal) });

export function useSocialStats() {
  return useQuery(getSocialStatsQueryOptions());
}
