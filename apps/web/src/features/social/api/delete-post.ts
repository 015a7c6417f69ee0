import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchFeed } from './update-feed-cache';

export function deletePost(postId: string): Promise<void> {
  return api.delete(`/social/posts/${encodeURIComponent(postId)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => refetchFeed(queryClient),
  });
}
