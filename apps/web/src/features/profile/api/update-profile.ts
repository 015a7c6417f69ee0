import { profileResponseSchema, type ProfileUpdateBody, type User } from '@momentum/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  const { user } = await api.put('/auth/profile', body, { schema: profileResponseSchema });
  return user;
}

/** PUT /auth/profile; `onSuccess` lets the app put the new user in the session. */
export function useUpdateProfile({ onSuccess }: { onSuccess?: (user: User) => Promise<void> | void } = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => onSuccess?.(user) });
}
