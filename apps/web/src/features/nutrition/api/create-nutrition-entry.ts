import { nutritionEntrySchema, type NutritionBody, type NutritionEntry } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { nutritionKeys } from './keys';

export function createNutritionEntry(body: NutritionBody): Promise<NutritionEntry> {
  return api.post('/nutrition', body, { schema: nutritionEntrySchema, idempotencyKey: newIdempotencyKey() });
}

export function useCreateNutritionEntry({ onSuccess }: { onSuccess?: (entry: NutritionEntry) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNutritionEntry,
    onSuccess: async (entry) => {
      onSuccess?.(entry);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nutritionKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]);
    },
  });
}
