import type { WorkoutTemplate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WriteCallbacks } from './invalidate';
import { workoutsKeys } from './keys';

export async function deleteTemplate(id: string): Promise<void> {
  await api.delete(`/workouts/templates/${encodeURIComponent(id)}`);
}

export function useDeleteTemplate({ onSuccess, onError }: WriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<WorkoutTemplate[]>(workoutsKeys.templates, (list) =>
        list?.filter((template) => template._id !== id),
      );
      onSuccess?.();
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
  });
}
