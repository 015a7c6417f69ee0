import type { QueryClient } from '@tanstack/react-query';
import { currentUserId } from '@/lib/offline/current-user';
import { clearTokens } from '@/lib/token-storage';
import { getUserQueryOptions } from './get-user';

/**
 * Forgets the session in this tab: both tokens, every cached query and the device's copy of them, and marks the
 * user signed out. Writes still queued on the device are kept for the next sign-in of the same user (issue 19).
 */
export function resetSession(queryClient: QueryClient): void {
  const userId = currentUserId();
  if (userId) {
    void import('@/lib/offline/query-persistence').then((persistence) =>
      persistence.clearPersistedQueries(userId),
    );
  }
  clearTokens();
  queryClient.removeQueries();
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
}
