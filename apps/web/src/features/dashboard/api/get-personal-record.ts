import type { PersonalRecordResponse } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The highest streak ever, in days. */
export async function getPersonalRecord({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { personalRecord } = await api.get<PersonalRecordResponse>('/user/streak/personal-record', {
    signal,
  });
  return personalRecord;
}

export const getPersonalRecordQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.personalRecord,
    queryFn: ({ signal }) => getPersonalRecord({ signal }),
  });

export function usePersonalRecord() {
  return useQuery(getPersonalRecordQueryOptions());
}
