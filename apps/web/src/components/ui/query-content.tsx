import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingText } from './spinner';

/** What `QueryContent` needs of a query (TanStack Query's `useQuery`). */
export type ContentQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** A query's answer once it is there; 'Loading...' before, and its failure with Try again. */
export function QueryContent<T>({
  query,
  failedMessage,
  loadingText,
  children,
}: {
  query: ContentQuery<T>;
  failedMessage: string;
  loadingText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError || query.data === undefined) {
    return <LoadError message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
