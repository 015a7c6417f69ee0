import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadOlder } from './load-older';
import { LoadingText } from './spinner';

/** What a list read a page at a time needs of its query (TanStack Query's `useInfiniteQuery`). */
export type PagedQuery<T> = {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

export type PagedListProps<T> = {
  query: PagedQuery<T>;
  /** What the list holds, for 'Load older <noun>' and for its failure. */
  noun: string;
  /** Shown while the first page loads ('Loading...' unless told). */
  loadingText?: string;
  /** Shown, with Try again, when the first page cannot be loaded. */
  failedMessage: string;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** Which of the loaded items are listed (all unless told). */
  select?: (loaded: T[]) => T[];
  /** Whether older pages are offered now (yes unless told). */
  offerOlder?: boolean;
  className?: string;
  /** The items of every page loaded so far, in the server's order. */
  children: (items: T[]) => ReactNode;
};

/**
 * A list read a page at a time: loading, a failed first load, nothing to list, or the items followed by the way to
 * older ones. A failed older page keeps the items already shown and says so under them.
 */
export function PagedList<T>({
  query,
  noun,
  loadingText,
  failedMessage,
  empty,
  select = (loaded) => loaded,
  offerOlder = true,
  className,
  children,
}: PagedListProps<T>) {
  const loaded = query.data?.pages.flatMap((page) => page.items);
  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if ((query.isError && !query.isFetchNextPageError) || !loaded) {
    return <LoadError message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  const items = select(loaded);
  if (items.length === 0) return empty;
  return (
    <div className={className}>
      {children(items)}
      <LoadOlder
        hasMore={offerOlder && query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoad={() => void query.fetchNextPage()}
        noun={noun}
      />
    </div>
  );
}
