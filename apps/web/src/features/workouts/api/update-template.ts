import { workoutTemplateSchema, type TemplateUpdateBody, type WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceQueued, isQueued, queuedWrite, type Queued } from '@/lib/offline/sync';
import { workoutsKeys } from './keys';

export type UpdateTemplateInput = { id: string; body: TemplateUpdateBody };

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function updateTemplate({ id, body }: UpdateTemplateInput): Promise<WorkoutTemplate | Queued> {
  return queuedWrite(
    {
      method: 'PUT',
      path: `/workouts/templates/${encodeURIComponent(id)}`,
      body,
      label: `Edited template${body.name ? `: ${body.name}` : ''}`,
    },
    workoutTemplateSchema,
  );
}

export function useUpdateTemplate({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    networkMode: 'always',
    onSuccess: (updated) => {
      if (isQueued(updated)) return announceQueued();
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list?.map((template) => (template._id === updated._id ? updated : template)),
      );
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
  });
}
