import { postSchema, type Post } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getFeedQueryOptions } from './get-feed';
import { findCachedPost, refetchFeed, updateCachedPost, withLike, withoutLike } from './update-feed-cache';

export function unlikePost(postId: string): Promise<Post> {
  return api.post(`/social/posts/${encodeURIComponent(postId)}/unlike`, undefined, { schema: postSchema });
}

/** Lowers the count at once; if the server refuses, puts this like back. */
export function useUnlikePost({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlikePost,
    onMutate: async (postId) => {
      const { queryKey } = getFeedQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      const before = findCachedPost(queryClient, postId);
      const hadLiked = before?.likes.includes(userId) ?? false;
      updateCachedPost(queryClient, postId, withoutLike(userId));
      return { hadLiked };
    },
    onError: (_error, postId, context) => {
      if (context?.hadLiked) updateCachedPost(queryClient, postId, withLike(userId));
    },
    onSettled: () => refetchFeed(queryClient),
  });
}
