import { workoutLogDetailSchema, type WorkoutLogDetail } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

export function getLog({ id, signal }: { id: string; signal?: AbortSignal }): Promise<WorkoutLogDetail> {
  return api.get(`/workouts/logs/${encodeURIComponent(id)}`, { schema: workoutLogDetailSchema, signal });
}

export const getLogQueryOptions = (id: string) =>
  queryOptions({ queryKey: workoutsKeys.log(id), queryFn: ({ signal }) => getLog({ id, signal }) });

/** One workout with every set (the history's detail view). */
export function useLog(id: string | null) {
  return useQuery({ ...getLogQueryOptions(id ?? ''), enabled: id !== null });
}
