import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@momentum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { resetSession } from '@/features/auth/api/reset-session';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { getAccessToken } from '@/lib/token-storage';

/**
 * Keeps this tab's session in step with the api client and with other tabs:
 * a refused refresh, or a logout elsewhere, clears the cache and goes to /login;
 * a sign-in elsewhere reloads the session here. Rendered once, inside the router.
 */
export function SessionSync(): null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const goToLogin = () => {
      if (pathname !== paths.auth.login.path) {
        void navigate(paths.auth.login.getHref(), { replace: true });
      }
    };
    const unregister = setSessionExpiredHandler(() => {
      resetSession(queryClient);
      goToLogin();
    });

    const userKey = getUserQueryOptions().queryKey;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY) return;
      const signedInHere = Boolean(queryClient.getQueryData(userKey));
      if (!getAccessToken()) {
        if (signedInHere) {
          resetSession(queryClient);
          goToLogin();
        }
        return;
      }
      if (!signedInHere) void queryClient.invalidateQueries({ queryKey: userKey });
    };
    window.addEventListener('storage', onStorage);

    return () => {
      unregister();
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate, pathname, queryClient]);
  return null;
}
