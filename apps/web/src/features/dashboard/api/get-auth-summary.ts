import type { AuthSummary } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** Streak, highest streak and start weight of the signed-in user (GET /auth/summary). */
export function getAuthSummary({ signal }: { signal?: AbortSignal } = {}): Promise<AuthSummary> {
  return api.get<AuthSummary>('/auth/summary', { signal });
}

// The session's summary keeps the key other screens invalidate after a write.
export const getAuthSummaryQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.authSummary, queryFn: ({ signal }) => getAuthSummary({ signal }) });

export function useAuthSummary() {
  return useQuery(getAuthSummaryQueryOptions());
}
