import { targetsSchema, type NutritionTargets } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export function putTargets(body: NutritionTargets): Promise<NutritionTargets> {
  return api.put('/nutrition/targets', body, { schema: targetsSchema });
}

export function usePutTargets({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTargets,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: nutritionKeys.all });
    },
  });
}
