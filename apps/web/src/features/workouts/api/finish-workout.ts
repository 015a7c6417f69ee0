import { workoutLogDetailSchema, type FinishWorkoutBody, type WorkoutLogDetail } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOIN_REFRESH } from '@/lib/offline/join-refresh';
import { announceQueued, isQueued, queuedWrite, type Queued } from '@/lib/offline/sync';
import { refetchAfterLogChange } from './invalidate';

/** Stored on the device first and sent with an idempotency key: offline it waits there (issue 19). */
export function finishWorkout(body: FinishWorkoutBody): Promise<WorkoutLogDetail | Queued> {
  return queuedWrite(
    { method: 'POST', path: '/workouts/finish', body, label: 'Finished workout' },
    workoutLogDetailSchema,
  );
}

/** `onSuccess` gets the stored log, or null when it waits on the device for the network. */
export function useFinishWorkout({
  onSuccess,
  onError,
}: { onSuccess?: (log: WorkoutLogDetail | null) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishWorkout,
    // Offline too: the queue keeps it (TanStack Query would otherwise pause the call until the network is back).
    networkMode: 'always',
    onSuccess: (result) => {
      if (isQueued(result)) {
        announceQueued();
        onSuccess?.(null);
        return;
      }
      void refetchAfterLogChange(queryClient, JOIN_REFRESH);
      onSuccess?.(result);
    },
    onError,
  });
}
