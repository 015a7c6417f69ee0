import type { WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOIN_REFRESH } from '@/lib/offline/join-refresh';
import { announceQueued, isQueued, type Queued } from '@/lib/offline/sync';
import { workoutsKeys } from './keys';

/**
 * A template created or edited through the device's queue (issue 19): sent even offline, where it waits. The
 * saved template goes into the cached list at once (`place` puts it there); the list is then checked again.
 */
export function useTemplateWrite<TVars>(
  mutationFn: (vars: TVars) => Promise<WorkoutTemplate | Queued>,
  place: (list: WorkoutTemplate[], saved: WorkoutTemplate) => WorkoutTemplate[],
  { onError }: { onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    networkMode: 'always',
    onSuccess: (saved) => {
      if (isQueued(saved)) return announceQueued();
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list ? place(list, saved) : list,
      );
    },
    onError,
    // After an answer the queue has asked the list again: join that. Refused or kept, nothing was asked yet.
    onSettled: (saved) =>
      queryClient.invalidateQueries(
        { queryKey: workoutsKeys.templates },
        saved && !isQueued(saved) ? JOIN_REFRESH : undefined,
      ),
  });
}
