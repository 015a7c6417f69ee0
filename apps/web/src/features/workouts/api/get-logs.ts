import {
  FRESH_FOR_MS,
  NEXT_CURSOR_HEADER,
  WORKOUT_NOTES_LIMIT,
  workoutLogSchema,
  type WorkoutLog,
} from '@momentum/shared';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequestWithHeaders } from '@/lib/api-client';
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

/** One page of the history and the cursor of the next, older page (the X-Next-Cursor header). */
export type LogsPage = { logs: WorkoutLog[]; nextCursor: string | undefined };

export async function getLogsPage({
  limit,
  cursor,
  signal,
}: {
  limit: number;
  cursor?: string | undefined;
  signal?: AbortSignal;
}): Promise<LogsPage> {
  const { data, headers } = await apiRequestWithHeaders('/workouts/logs', {
    params: { limit, cursor },
    schema: logsSchema,
    signal,
  });
  return { logs: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined };
}

/** The History tab: `pageSize` workouts at a time, newest first, through the whole history. */
export const getLogHistoryQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: workoutsKeys.history(pageSize),
    queryFn: ({ pageParam, signal }) => getLogsPage({ limit: pageSize, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: FRESH_FOR_MS,
  });
