import { postSchema, type Post } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getFeedQueryOptions } from './get-feed';
import { findCachedPost, refetchFeed, updateCachedPost, withLike, withoutLike } from './update-feed-cache';

export function likePost(postId: string): Promise<Post> {
  return api.post(`/social/posts/${encodeURIComponent(postId)}/like`, undefined, { schema: postSchema });
}

/** Shows the new count at once; if the server refuses, takes back only this like. */
export function useLikePost({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onMutate: async (postId) => {
      const { queryKey } = getFeedQueryOptions();
      // A refetch in flight would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey });
      const before = findCachedPost(queryClient, postId);
      const hadLiked = before?.likes.includes(userId) ?? false;
      updateCachedPost(queryClient, postId, withLike(userId));
      return { hadLiked };
    },
    onError: (_error, postId, context) => {
      if (context && !context.hadLiked) updateCachedPost(queryClient, postId, withoutLike(userId));
    },
    onSettled: () => refetchFeed(queryClient),
  });
}
