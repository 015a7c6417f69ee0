import { blockedUserListSchema, type BlockedUserList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getBlockedUsers(signal?: AbortSignal): Promise<BlockedUserList> {
  return api.get('/users/blocked', { schema: blockedUserListSchema, signal });
}

export const getBlockedUsersQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.blocked, queryFn: ({ signal }) => getBlockedUsers(signal) });

/** The people the user blocked (to unblock them). */
export function useBlockedUsers() {
  return useQuery(getBlockedUsersQueryOptions());
}
