import type { QueryClient } from '@tanstack/react-query';
import { clearTokens } from '@/lib/token-storage';
import { getUserQueryOptions } from './get-user';

/** Forgets the session in this tab: both tokens, every cached query, and marks the user signed out. */
export function resetSession(queryClient: QueryClient): void {
  clearTokens();
  queryClient.removeQueries();
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
}
