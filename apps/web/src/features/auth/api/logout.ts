import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { getRefreshToken } from '@/lib/token-storage';
import { resetSession } from './reset-session';

const LOGOUT_TIMEOUT_MS = 5000;

/** Revokes the refresh token on the server; best effort, so it never throws and never waits long. */
export async function logout(refresh: string | null = getRefreshToken()): Promise<void> {
  if (!refresh) return;
  try {
    await api.post(
      '/auth/logout',
      { refresh },
      { skipAuthRefresh: true, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) },
    );
  } catch {
    // The tokens are forgotten locally either way; the server expires an unrevoked one on its own.
  }
}

/** Logs out: tells the server, clears both tokens and the query cache, then goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      resetSession(queryClient);
      void navigate(paths.auth.login.getHref(), { replace: true });
    },
  });
}
