import { scheduleResponseSchema, type ScheduleItem, type ScheduleUpdateBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchDashboard } from './dashboard-data';

export async function updateSchedule(plan: ScheduleUpdateBody['plan']): Promise<ScheduleItem[]> {
  const { items } = await api.put('/user/schedule/week', { plan }, { schema: scheduleResponseSchema });
  return items;
}

export function useUpdateSchedule({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (items) => {
      onSuccess?.();
      void patchDashboard(queryClient, (dashboard) => ({ ...dashboard, schedule: { items } }));
    },
  });
}
