import { friendListSchema, type FriendList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getFriends(signal?: AbortSignal): Promise<FriendList> {
  return api.get('/friends', { schema: friendListSchema, signal });
}

export const getFriendsQueryOptions = () =>
  // 'Online' moves with time: refreshed each minute while the page is open.
  queryOptions({
    queryKey: socialKeys.friends,
    queryFn: ({ signal }) => getFriends(signal),
    refetchInterval: 60_000,
  });

export function useFriends() {
  return useQuery(getFriendsQueryOptions());
}
