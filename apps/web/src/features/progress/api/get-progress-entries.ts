import { progressListSchema } from '@momentum/shared';
import { definePagedQuery, defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

// Photo URLs are signed for about an hour; refetching well before that keeps every <img> loadable.
const PHOTO_URLS_REFRESH_MS = 30 * 60_000;
const freshness = { staleTime: 5 * 60_000, refetchInterval: PHOTO_URLS_REFRESH_MS };

/** The newest page of entries (the server's default of 100): what the Current weight card reads. */
const newestEntries = defineQuery(progressKeys.entries, '/progress', progressListSchema, freshness);

// Under progressKeys.entries, so every invalidation of the entries reaches the pages too.
const entryPages = definePagedQuery(
  [...progressKeys.entries, 'pages'],
  '/progress',
  progressListSchema,
  freshness,
);

export const useProgressEntries = newestEntries.use;

/** Every entry a page at a time, newest first. */
export const useProgressEntryPages = entryPages.use;
