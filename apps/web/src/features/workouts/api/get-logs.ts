import { FRESH_FOR_MS, WORKOUT_NOTES_LIMIT, workoutLogSchema } from '@momentum/shared';
import { z } from 'zod';
import { definePagedQuery, defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

const logsSchema = z.array(workoutLogSchema);

const newestLogs = defineQuery(workoutsKeys.logsList, '/workouts/logs', logsSchema, {
  params: (limit: number) => ({ limit }),
  staleTime: FRESH_FOR_MS,
});

const logHistory = definePagedQuery(workoutsKeys.history, '/workouts/logs', logsSchema, {
  params: (pageSize: number) => ({ limit: pageSize }),
  staleTime: FRESH_FOR_MS,
});

/** The notes list of spec §2: the newest 8 logs, fresh for 30 seconds (spec §9). */
export function useLogs(limit = WORKOUT_NOTES_LIMIT) {
  return newestLogs.use(limit);
}

/** The History tab: `pageSize` workouts at a time, newest first, through the whole history. */
export const useLogHistory = logHistory.use;
