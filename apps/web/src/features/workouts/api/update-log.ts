import { workoutLogDetailSchema, type LogUpdateBody, type WorkoutLogDetail } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterLogChange } from './invalidate';

export type UpdateLogInput = { id: string; body: LogUpdateBody };

export function updateLog({ id, body }: UpdateLogInput): Promise<WorkoutLogDetail> {
  return api.put(`/workouts/logs/${encodeURIComponent(id)}`, body, { schema: workoutLogDetailSchema });
}

export function useUpdateLog({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLog,
    onSuccess: () => onSuccess?.(),
    onError,
    onSettled: () => refetchAfterLogChange(queryClient),
  });
}
