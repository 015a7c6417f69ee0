import { userSearchResultSchema, type UserSearchResult } from '@momentum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function searchUsers(q: string, signal?: AbortSignal): Promise<UserSearchResult> {
  return api.get('/users/search', { params: { q }, schema: userSearchResultSchema, signal });
}

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: socialKeys.search(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export function useSearchUsers(q: string) {
  return useQuery(searchUsersQueryOptions(q));
}
