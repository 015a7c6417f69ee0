import type { Post } from '@momentum/shared';
import { useEffect, useRef } from 'react';
import type { useFeed } from '../api/get-feed';
import { postElementId } from '../components/post-card';

/** How many pages (of 50 posts) the feed loads looking for the opened post before saying it is gone. */
const PAGES_SEARCHED = 5;

/**
 * Moves to the post a notification opened (`/social?post=id`): loads older pages until the post is among them
 * (a like on last month's workout is a few pages down), then scrolls to its card and focuses it, once. Answers
 * whether the post cannot be found: deleted, or no longer visible (the friendship ended).
 */
export function usePostInFeed(
  feed: ReturnType<typeof useFeed>,
  posts: readonly Post[] | undefined,
  postId: string | undefined,
): { missing: boolean } {
  // The post already moved to: a refetch of the feed must not pull the page back to it.
  const reached = useRef<string | null>(null);
  const found = postId !== undefined && (posts?.some((post) => post._id === postId) ?? false);
  const pages = feed.data?.pages.length ?? 0;
  const searching =
    postId !== undefined &&
    posts !== undefined &&
    !found &&
    feed.hasNextPage &&
    pages < PAGES_SEARCHED &&
    !feed.isFetchNextPageError;
  const { isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (!found || postId === undefined || reached.current === postId) return;
    const card = document.getElementById(postElementId(postId));
    // Optional: jsdom has no scrolling.
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
    reached.current = postId;
  }, [found, postId]);

  return {
    missing: postId !== undefined && posts !== undefined && !found && !searching && !isFetchingNextPage,
  };
}
