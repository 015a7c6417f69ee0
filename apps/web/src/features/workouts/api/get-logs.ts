import { FRESH_FOR_MS, WORKOUT_NOTES_LIMIT, workoutLogSchema, type WorkoutLog } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

const logsSchema = z.array(workoutLogSchema);

export function getLogs({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<WorkoutLog[]> {
  return api.get('/workouts/logs', { params: { limit }, schema: logsSchema, signal });
}

export const getLogsQueryOptions = (limit = WORKOUT_NOTES_LIMIT) =>
  queryOptions({
    queryKey: workoutsKeys.logsList(limit),
    queryFn: ({ signal }) => getLogs({ limit, signal }),
    staleTime: FRESH_FOR_MS,
  });

/** The notes list of spec §2: the newest 8 logs, fresh for 30 seconds (spec §9). */
export function useLogs(limit = WORKOUT_NOTES_LIMIT) {
  return useQuery(getLogsQueryOptions(limit));
}
