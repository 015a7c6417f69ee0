import type { AuthResponse, RegisterBody, User } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setTokens } from '@/lib/token-storage';
import { getUserQueryOptions } from './get-user';

export async function registerWithEmailAndPassword(body: RegisterBody): Promise<AuthResponse> {
  const { authResponseSchema } = await import('../utils/auth-schemas');
  return api.post('/auth/register', body, { schema: authResponseSchema, skipAuthRefresh: true });
}

export function useRegister({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithEmailAndPassword,
    onSuccess: (data) => {
      setTokens(data);
      queryClient.setQueryData(getUserQueryOptions().queryKey, data.user);
      onSuccess?.(data.user);
    },
  });
}
