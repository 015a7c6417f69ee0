import { FEED_NEXT_CURSOR_HEADER, feedSchema, type Post } from '@momentum/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@/lib/api-client';

/** One page of the feed (the server's default of 50 posts) and the cursor of the next older page, if any. */
export type FeedPage = { posts: Post[]; nextCursor: string | undefined };

/** The newest page of the community feed, or the page older than `before` (a cursor of an earlier page). */
export async function getFeed({
  before,
  signal,
}: { before?: string | undefined; signal?: AbortSignal } = {}): Promise<FeedPage> {
  const { data, headers } = await apiRequestWithHeaders('/social/posts', {
    params: { before },
    schema: feedSchema,
    signal,
  });
  return { posts: data, nextCursor: headers.get(FEED_NEXT_CURSOR_HEADER) || undefined };
}

export const getFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['social', 'posts'],
    queryFn: ({ pageParam, signal }) => getFeed({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 10_000,
    // Spec §9: the feed query does not retry.
    retry: false,
    // 'Live': while the page is visible, other people's posts, likes and comments arrive without a reload.
    // A refetch reloads every page loaded so far, newest first.
    refetchInterval: 30_000,
  });

export function useFeed() {
  return useInfiniteQuery(getFeedQueryOptions());
}
