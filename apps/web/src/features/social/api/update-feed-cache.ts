import type { Post } from '@momentum/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getFeedQueryOptions } from './get-feed';

/** Changes one post in the cached feed (whichever page holds it), leaving every other post alone. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
): void {
  queryClient.setQueryData(getFeedQueryOptions().queryKey, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            items: page.items.map((post) => (post._id === postId ? change(post) : post)),
          })),
        }
      : feed,
  );
}

/** The cached post with this id, on any loaded page. */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  const feed = queryClient.getQueryData(getFeedQueryOptions().queryKey);
  for (const page of feed?.pages ?? []) {
    const post = page.items.find((candidate) => candidate._id === postId);
    if (post) return post;
  }
  return undefined;
}

export const withLike =
  (userId: string) =>
  (post: Post): Post =>
    post.likes.includes(userId) ? post : { ...post, likes: [...post.likes, userId] };

export const withoutLike =
  (userId: string) =>
  (post: Post): Post =>
    post.likes.includes(userId) ? { ...post, likes: post.likes.filter((id) => id !== userId) } : post;

/** After every social action the feed is refetched (spec §4). */
export const refetchFeed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getFeedQueryOptions().queryKey });
