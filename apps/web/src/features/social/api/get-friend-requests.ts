import { friendRequestsSchema, NOTIFICATION_POLL_MS, type FriendRequests } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  return api.get('/friends/requests', { schema: friendRequestsSchema, signal });
}

export const getFriendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.requests,
    queryFn: ({ signal }) => getFriendRequests(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useFriendRequests() {
  return useQuery(getFriendRequestsQueryOptions());
}
