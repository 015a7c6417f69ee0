import { personalRecordListSchema, type PersonalRecordList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

/** How many records the notes section shows beside the notes. */
export const RECENT_RECORDS_LIMIT = 6;

export function getRecords({
  limit,
  signal,
}: {
  limit: number;
  signal?: AbortSignal;
}): Promise<PersonalRecordList> {
  return api.get('/workouts/records', { params: { limit }, schema: personalRecordListSchema, signal });
}

export const getRecordsQueryOptions = (limit = RECENT_RECORDS_LIMIT) =>
  queryOptions({
    queryKey: workoutsKeys.recordsList(limit),
    queryFn: ({ signal }) => getRecords({ limit, signal }),
  });

/** The current best of each exercise and record, newest first. */
export function useRecords(limit = RECENT_RECORDS_LIMIT) {
  return useQuery(getRecordsQueryOptions(limit));
}
