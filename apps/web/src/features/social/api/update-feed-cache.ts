import type { Post } from '@momentum/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getFeedQueryOptions } from './get-feed';

/** Changes one post in the cached feed, leaving every other post (and any other in-flight change) alone. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
): void {
  queryClient.setQueryData(getFeedQueryOptions().queryKey, (posts) =>
    posts?.map((post) => (post._id === postId ? change(post) : post)),
  );
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
