import { workoutTemplateSchema, type TemplateCreateBody, type WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceQueued, isQueued, queuedWrite, type Queued } from '@/lib/offline/sync';
import { workoutsKeys } from './keys';

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function createTemplate(body: TemplateCreateBody): Promise<WorkoutTemplate | Queued> {
  return queuedWrite(
    { method: 'POST', path: '/workouts/templates', body, label: `Created template: ${body.name}` },
    workoutTemplateSchema,
  );
}

export function useCreateTemplate({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    networkMode: 'always',
    onSuccess: (created) => {
      if (isQueued(created)) return announceQueued();
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list ? [...list, created] : list,
      );
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
  });
}
