import type { User } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { claimEarlyProfile } from '@/lib/early-dashboard';
import { sharedKeys } from '@/lib/query-keys';
import { getAccessToken } from '@/lib/token-storage';

/** The signed-in user, or null when no token is stored. Failures (after the refresh rule) sign the user out. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  if (!getAccessToken()) return null;
  // On a first load of the dashboard the profile comes with its data (lib/early-dashboard): one request, not two.
  const early = await claimEarlyProfile();
  if (early) return early.user;
  const { user } = await api.get<{ user: User }>('/auth/profile', { signal });
  return user;
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.session,
    queryFn: ({ signal }) => getUser({ signal }),
    // Without a token there is nothing to load: the session check ends at once (spec §4).
    initialData: () => (getAccessToken() ? undefined : null),
    staleTime: 5 * 60_000,
    meta: { signOutOnError: true },
  });

/** The session: `data` is the user, null when signed out, undefined while loading. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
