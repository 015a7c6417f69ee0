import { workoutLogDetailSchema } from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

const log = defineQuery(
  workoutsKeys.log,
  (id: string) => `/workouts/logs/${encodeURIComponent(id)}`,
  workoutLogDetailSchema,
);

/** One workout with every set (the history's detail view). */
export function useLog(id: string | null) {
  return useQuery({ ...log.options(id ?? ''), enabled: id !== null });
}
