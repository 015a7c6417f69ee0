import { progressOverviewSchema, type ProgressOverview } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getProgressOverview(signal?: AbortSignal): Promise<ProgressOverview> {
  return api.get('/progress/overview', { schema: progressOverviewSchema, signal });
}

export const getProgressOverviewQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.overview,
    queryFn: ({ signal }) => getProgressOverview(signal),
    staleTime: 60_000,
  });

/** This month's figures, the latest photo and the newest achievements (the Overview tab). */
export function useProgressOverview() {
  return useQuery(getProgressOverviewQueryOptions());
}
