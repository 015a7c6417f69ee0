import { workoutTemplateSchema, type TemplateCreateBody, type WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { workoutsKeys } from './keys';

export function createTemplate(body: TemplateCreateBody): Promise<WorkoutTemplate> {
  return api.post('/workouts/templates', body, {
    schema: workoutTemplateSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useCreateTemplate({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (created) => {
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list ? [...list, created] : list,
      );
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
  });
}
