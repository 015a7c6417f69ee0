import { personalRecordListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

/** How many records the notes section shows beside the notes. */
export const RECENT_RECORDS_LIMIT = 6;

const records = defineQuery(workoutsKeys.recordsList, '/workouts/records', personalRecordListSchema, {
  params: (limit: number) => ({ limit }),
});

/** The current best of each exercise and record, newest first. */
export function useRecords(limit = RECENT_RECORDS_LIMIT) {
  return records.use(limit);
}
