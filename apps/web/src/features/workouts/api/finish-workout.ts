import { workoutLogDetailSchema, type FinishWorkoutBody, type WorkoutLogDetail } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { refetchAfterLogChange } from './invalidate';

export function finishWorkout(body: FinishWorkoutBody): Promise<WorkoutLogDetail> {
  return api.post('/workouts/finish', body, {
    schema: workoutLogDetailSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useFinishWorkout({
  onSuccess,
  onError,
}: { onSuccess?: (log: WorkoutLogDetail) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishWorkout,
    onSuccess: (log) => {
      void refetchAfterLogChange(queryClient);
      onSuccess?.(log);
    },
    onError,
  });
}
