import {
  profileResponseSchema,
  type AccountDeleteBody,
  type PasswordChangeBody,
  type ProfileUpdateBody,
  type User,
} from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { sessionsKey } from './sessions';

/** PUT /auth/profile with the name and e-mail. */
export function useUpdateAccount({ onSuccess }: { onSuccess?: (user: User) => Promise<void> | void } = {}) {
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) =>
      (await api.put('/auth/profile', body, { schema: profileResponseSchema })).user,
    onSuccess: (user) => onSuccess?.(user),
  });
}

/** PUT /auth/password: the other devices are signed out, so their list changes. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => api.put('/auth/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** DELETE /account: `onSuccess` forgets the session here (the server already ended every one). */
export function useDeleteAccount({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: (body: AccountDeleteBody) => apiRequest('/account', { method: 'DELETE', body }),
    onSuccess,
  });
}
