import { NEXT_CURSOR_HEADER, progressListSchema, type ProgressEntry } from '@momentum/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiRequestWithHeaders } from '@/lib/api-client';
import { progressKeys } from './keys';

// Photo URLs are signed for about an hour; refetching well before that keeps every <img> loadable.
const PHOTO_URLS_REFRESH_MS = 30 * 60_000;

/** The newest page of entries (the server's default of 100): what the Current weight card reads. */
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

/** One page of entries and the cursor of the next, older page, if any. */
export type ProgressEntriesPage = { entries: ProgressEntry[]; nextCursor: string | undefined };

/** The newest entries, or those older than `cursor` (the X-Next-Cursor of an earlier page). */
export async function getProgressEntriesPage({
  cursor,
  signal,
}: { cursor?: string | undefined; signal?: AbortSignal } = {}): Promise<ProgressEntriesPage> {
  const { data, headers } = await apiRequestWithHeaders('/progress', {
    params: { cursor },
    schema: progressListSchema,
    signal,
  });
  return { entries: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined };
}

export const getProgressEntryPagesQueryOptions = () =>
  infiniteQueryOptions({
    // Under progressKeys.entries, so every invalidation of the entries reaches the pages too.
    queryKey: [...progressKeys.entries, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getProgressEntriesPage({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 5 * 60_000,
    refetchInterval: PHOTO_URLS_REFRESH_MS,
  });

/** Every entry a page at a time, newest first: 'Load older' asks for the next page. */
export function useProgressEntryPages() {
  return useInfiniteQuery(getProgressEntryPagesQueryOptions());
}
