import { postSchema, type CreateCommentBody, type Post } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchFeed } from './update-feed-cache';

export function createComment({ postId, ...body }: CreateCommentBody & { postId: string }): Promise<Post> {
  return api.post(`/social/posts/${encodeURIComponent(postId)}/comments`, body, { schema: postSchema });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSettled: () => refetchFeed(queryClient),
  });
}
