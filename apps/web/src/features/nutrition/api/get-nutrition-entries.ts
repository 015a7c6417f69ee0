import { NEXT_CURSOR_HEADER, nutritionListSchema, type NutritionEntry } from '@momentum/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@/lib/api-client';
import { nutritionKeys } from './keys';

/** One page of the food log (the server's default of 100 entries) and the cursor of the next, older page. */
export type NutritionEntriesPage = { entries: NutritionEntry[]; nextCursor: string | undefined };

/** The newest entries, or those older than `cursor` (the X-Next-Cursor of an earlier page). */
export async function getNutritionEntries({
  cursor,
  signal,
}: { cursor?: string | undefined; signal?: AbortSignal } = {}): Promise<NutritionEntriesPage> {
  const { data, headers } = await apiRequestWithHeaders('/nutrition', {
    params: { cursor },
    schema: nutritionListSchema,
    signal,
  });
  return { entries: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined };
}

export const getNutritionEntriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: nutritionKeys.entries,
    queryFn: ({ pageParam, signal }) => getNutritionEntries({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 60_000,
  });

/** The food log a page at a time, newest first: 'Load older' asks for the next page. */
export function useNutritionEntries() {
  return useInfiniteQuery(getNutritionEntriesQueryOptions());
}
