import type { User } from '@momentum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getUserQueryOptions } from '@/features/auth/api/get-user';

/**
 * For the screens that change the signed-in user (profile, settings): the server's answer already carries the new
 * user, so it goes into the cache at once; the refetch after it is the profile refresh of spec §7.
 */
export function useRefreshUser(): (updated: User) => Promise<void> {
  const queryClient = useQueryClient();
  const userKey = getUserQueryOptions().queryKey;
  return async (updated) => {
    queryClient.setQueryData(userKey, updated);
    await queryClient.refetchQueries({ queryKey: userKey, exact: true }).catch(() => undefined);
  };
}
