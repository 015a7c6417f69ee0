import { NEXT_CURSOR_HEADER } from '@momentum/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InvalidateOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequestWithHeaders, type RequestOptions } from './api-client';

type Params = RequestOptions<unknown>['params'];

/** What differs between reads besides the key, path and schema: the query string and how fresh an answer is. */
export type QueryTuning<A> = {
  /** The query string, from the argument (a date range, the words searched). */
  params?: (arg: A) => Params;
  /** Defaults: lib/query-client. */
  staleTime?: number;
  /** Asked again at this interval while the query is shown (live figures, signed photo URLs). */
  refetchInterval?: number;
  retry?: false;
};

const byArg = <A, V>(value: V | ((arg: A) => V), arg: A): V =>
  typeof value === 'function' ? (value as (arg: A) => V)(arg) : value;

/**
 * One GET endpoint read as a query: the answer is checked with its shared schema and cached under `key`, a key of
 * the feature's `api/keys.ts` (or of lib/query-keys when other features invalidate it). For an endpoint of one
 * argument (an id, a day, a search), `key` and `path` are functions of it. Gives the query options (to add a
 * screen's own options such as `enabled`) and the hook.
 */
export function defineQuery<T, A = void>(
  key: QueryKey | ((arg: A) => QueryKey),
  path: string | ((arg: A) => string),
  schema: z.ZodType<T>,
  { params, ...tuning }: QueryTuning<A> = {},
) {
  const options = (arg: A) =>
    queryOptions({
      queryKey: byArg(key, arg),
      queryFn: ({ signal }): Promise<T> =>
        api.get(byArg(path, arg), { params: params?.(arg), schema, signal }),
      ...tuning,
    });
  return { options, use: (arg: A) => useQuery(options(arg)) };
}

/** One page of a list, newest first, and the cursor of the next, older page (none after the last). */
export type Page<T> = { items: T[]; nextCursor: string | undefined };

/**
 * A list the server pages with a cursor (the X-Next-Cursor header of each answer, sent back as `cursorParam`),
 * read a page at a time: 'Load older' asks for the next page. Otherwise as defineQuery.
 */
export function definePagedQuery<T, A = void>(
  key: QueryKey | ((arg: A) => QueryKey),
  path: string,
  schema: z.ZodType<T[]>,
  { params, cursorParam = 'cursor', ...tuning }: QueryTuning<A> & { cursorParam?: string } = {},
) {
  const getPage = async (arg: A, cursor: string | undefined, signal: AbortSignal): Promise<Page<T>> => {
    const { data, headers } = await apiRequestWithHeaders(path, {
      params: { ...params?.(arg), [cursorParam]: cursor },
      schema,
      signal,
    });
    return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined };
  };
  const options = (arg: A) =>
    infiniteQueryOptions({
      queryKey: byArg(key, arg),
      queryFn: ({ pageParam, signal }) => getPage(arg, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      ...tuning,
    });
  return { options, use: (arg: A) => useInfiniteQuery(options(arg)) };
}

/**
 * A write after which the reads it changed are fetched again: the screen's `onSuccess` runs first (a dialog
 * closes), then `refresh`, and the mutation stays pending until the refreshed reads have arrived.
 */
export function useRefreshingMutation<TData, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
  onSuccess?: (data: TData) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      onSuccess?.(data);
      await refresh(queryClient);
    },
  });
}

/** A refresh that invalidates the queries under these keys (each a prefix), all at once. */
export const invalidating =
  (...keys: QueryKey[]) =>
  (queryClient: QueryClient, options?: InvalidateOptions) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, options)));

/** A write after which the queries under `queryKey` are fetched again, whether it worked or not. */
export function useMutationRefreshing<TData, TVars = void>(
  mutationFn: (vars: TVars) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
}
