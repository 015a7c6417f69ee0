import { weeklyTargetResponseSchema, type WeeklyTarget, type WeeklyTargetKind } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchDashboard } from './dashboard-data';

/** PUT /user/goals/{kind}: the new target for this week and every week after it. */
export function updateWeeklyTarget(kind: WeeklyTargetKind, target: number): Promise<WeeklyTarget> {
  return api.put(`/user/goals/${kind}`, { target }, { schema: weeklyTargetResponseSchema });
}

export function useUpdateWeeklyTarget(
  kind: WeeklyTargetKind,
  { onSuccess }: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number) => updateWeeklyTarget(kind, target),
    onSuccess: (saved) => {
      onSuccess?.();
      void patchDashboard(queryClient, (dashboard) => ({
        ...dashboard,
        goals: { ...dashboard.goals, [kind]: saved },
      }));
    },
  });
}
