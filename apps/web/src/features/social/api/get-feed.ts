import { feedSchema } from '@momentum/shared';
import { definePagedQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

/** The community feed, pages of the server's default of 50 posts; an older page is asked for `before` a cursor. */
const feed = definePagedQuery(socialKeys.feed, '/social/posts', feedSchema, {
  cursorParam: 'before',
  staleTime: 10_000,
  // Spec §9: the feed query does not retry.
  retry: false,
  // 'Live': while the page is visible, other people's posts, likes and comments arrive without a reload.
  // A refetch reloads every page loaded so far, newest first.
  refetchInterval: 30_000,
});

export const getFeedQueryOptions = feed.options;
export const useFeed = feed.use;
