import type { LatestWeightResponse } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** Kilograms of the newest progress entry with a weight, or null. */
export async function getLatestWeight({ signal }: { signal?: AbortSignal } = {}): Promise<number | null> {
  const { weight } = await api.get<LatestWeightResponse>('/user/weight/latest', { signal });
  return weight;
}

export const getLatestWeightQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.latestWeight,
    queryFn: ({ signal }) => getLatestWeight({ signal }),
  });

export function useLatestWeight() {
  return useQuery(getLatestWeightQueryOptions());
}
