import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingText } from './spinner';

/** The parts of a TanStack query of a list (`{ items }`) that its states read. */
export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: { items: T[] } | undefined;
  refetch: () => unknown;
};

export type QueryListProps<T> = {
  query: ListQuery<T>;
  /** The loading line ('Loading friends...'); the spec's 'Loading...' when left out. */
  loading?: string;
  /** The sentence of a failed load ('Failed to load friends'), with Try again beside it. */
  failed: string;
  /** What an empty list shows instead (an EmptyState or a line). */
  empty: ReactNode;
  /** The list itself, given its items (never empty). */
  children: (items: T[]) => ReactNode;
};

/** A fetched list in its four states: loading, failed with a retry, empty, and its items. */
export function QueryList<T>({ query, loading, failed, empty, children }: QueryListProps<T>) {
  if (query.isPending) return <LoadingText>{loading}</LoadingText>;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  const items = query.data?.items ?? [];
  return items.length === 0 ? empty : children(items);
}
