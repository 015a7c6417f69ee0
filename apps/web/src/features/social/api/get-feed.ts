import { feedSchema, type Post } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The newest page of the community feed (the server's default of 50 posts). */
export function getFeed({ signal }: { signal?: AbortSignal } = {}): Promise<Post[]> {
  return api.get('/social/posts', { schema: feedSchema, signal });
}

export const getFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['social', 'posts'],
    queryFn: ({ signal }) => getFeed({ signal }),
    staleTime: 10_000,
    // Spec §9: the feed query does not retry.
    retry: false,
    // 'Live': while the page is visible, other people's posts, likes and comments arrive without a reload.
    refetchInterval: 30_000,
  });

export function useFeed() {
  return useQuery(getFeedQueryOptions());
}
