import { workoutLogSchema, type FinishWorkoutBody, type WorkoutLog } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterLogChange } from './invalidate';

export function finishWorkout(body: FinishWorkoutBody): Promise<WorkoutLog> {
  return api.post('/workouts/finish', body, { schema: workoutLogSchema });
}

export function useFinishWorkout({
  onSuccess,
  onError,
}: { onSuccess?: (log: WorkoutLog) => void; onError?: (error: unknown) => void } = {}) {
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
