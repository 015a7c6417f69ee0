import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { clearTokens } from './token-storage';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The session query: when its first load fails for good, the stored tokens are dropped (spec §4). */
      signOutOnError?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

// A 4xx will not change by asking again; network failures and 5xx get two more tries.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.signOutOnError && query.state.data === undefined) clearTokens();
      },
    }),
  });
}

/** The app's one cache. Tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
