import { workoutTemplateSchema, type TemplateUpdateBody, type WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { workoutsKeys } from './keys';

export type UpdateTemplateInput = { id: string; body: TemplateUpdateBody };

export function updateTemplate({ id, body }: UpdateTemplateInput): Promise<WorkoutTemplate> {
  return api.put(`/workouts/templates/${encodeURIComponent(id)}`, body, {
    schema: workoutTemplateSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useUpdateTemplate({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (updated) => {
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list?.map((template) => (template._id === updated._id ? updated : template)),
      );
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
  });
}
