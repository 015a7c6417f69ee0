import { postSchema, type CreatePostBody, type Post } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchFeed } from './update-feed-cache';

export function createPost(body: CreatePostBody): Promise<Post> {
  return api.post('/social/posts', body, { schema: postSchema });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSettled: () => refetchFeed(queryClient),
  });
}
