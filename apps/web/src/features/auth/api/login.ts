import type { AuthResponse, LoginBody, User } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setTokens } from '@/lib/token-storage';
import { getUserQueryOptions } from './get-user';

export async function loginWithEmailAndPassword(body: LoginBody): Promise<AuthResponse> {
  // A 401 here is a wrong password, never an expired session.
  const { authResponseSchema } = await import('../utils/auth-schemas');
  return api.post('/auth/login', body, { schema: authResponseSchema, skipAuthRefresh: true });
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithEmailAndPassword,
    onSuccess: (data) => {
      setTokens(data);
      queryClient.setQueryData(getUserQueryOptions().queryKey, data.user);
      onSuccess?.(data.user);
    },
  });
}
