import type { ScheduleItem, ScheduleResponse } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** Monday to Saturday of this week: plan and whether a workout was logged that day. */
export async function getSchedule({ signal }: { signal?: AbortSignal } = {}): Promise<ScheduleItem[]> {
  const { items } = await api.get<ScheduleResponse>('/user/schedule/week', { signal });
  return items;
}

export const getScheduleQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.schedule, queryFn: ({ signal }) => getSchedule({ signal }) });

export function useSchedule() {
  return useQuery(getScheduleQueryOptions());
}
