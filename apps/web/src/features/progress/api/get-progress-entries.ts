import { progressListSchema, type ProgressEntry } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

// Photo URLs are signed for about an hour; refetching well before that keeps every <img> loadable.
const PHOTO_URLS_REFRESH_MS = 30 * 60_000;

export function getProgressEntries({ signal }: { signal?: AbortSignal } = {}): Promise<ProgressEntry[]> {
  return api.get('/progress', { schema: progressListSchema, signal });
}

export const getProgressEntriesQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.entries,
    queryFn: ({ signal }) => getProgressEntries({ signal }),
    staleTime: 5 * 60_000,
    refetchInterval: PHOTO_URLS_REFRESH_MS,
  });

export function useProgressEntries() {
  return useQuery(getProgressEntriesQueryOptions());
}
