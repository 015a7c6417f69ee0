import {
  FRESH_FOR_MS,
  RECENT_ACTIVITY_LIMIT,
  type ActivityItem,
  type RecentActivityResponse,
} from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export async function getRecentActivity(
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityItem[]> {
  const { items } = await api.get<RecentActivityResponse>('/user/activity/recent', {
    params: { limit },
    signal,
  });
  return items;
}

export const getRecentActivityQueryOptions = (limit = RECENT_ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: dashboardKeys.recentActivity(limit),
    queryFn: ({ signal }) => getRecentActivity(limit, { signal }),
    // Spec §9: the recent-activity query is fresh for 30 seconds.
    staleTime: FRESH_FOR_MS,
  });

export function useRecentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  return useQuery(getRecentActivityQueryOptions(limit));
}
