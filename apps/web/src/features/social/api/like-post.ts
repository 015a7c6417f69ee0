import { postSchema, type Post } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getFeedQueryOptions } from './get-feed';
import { findCachedPost, refetchFeed, updateCachedPost, withLike, withoutLike } from './update-feed-cache';

export function setLike(postId: string, like: boolean): Promise<Post> {
  const action = like ? 'like' : 'unlike';
  return api.post(`/social/posts/${encodeURIComponent(postId)}/${action}`, undefined, { schema: postSchema });
}

/**
 * Likes (`like`) or unlikes a post: the count moves at once; if the server refuses, only this change is taken back
 * (nothing when the post already stood that way).
 */
function useSetLike(userId: string, like: boolean) {
  const queryClient = useQueryClient();
  const [apply, undo] = like ? [withLike, withoutLike] : [withoutLike, withLike];
  return useMutation({
    mutationFn: (postId: string) => setLike(postId, like),
    onMutate: async (postId) => {
      // A refetch in flight would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey: getFeedQueryOptions().queryKey });
      const hadLiked = findCachedPost(queryClient, postId)?.likes.includes(userId) ?? false;
      updateCachedPost(queryClient, postId, apply(userId));
      return { hadLiked };
    },
    onError: (_error, postId, context) => {
      if (context && context.hadLiked !== like) updateCachedPost(queryClient, postId, undo(userId));
    },
    onSettled: () => refetchFeed(queryClient),
  });
}

export const useLikePost = ({ userId }: { userId: string }) => useSetLike(userId, true);
export const useUnlikePost = ({ userId }: { userId: string }) => useSetLike(userId, false);
