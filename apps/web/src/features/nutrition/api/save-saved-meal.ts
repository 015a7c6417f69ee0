import { savedMealSchema, type SavedMeal, type SavedMealBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { nutritionKeys } from './keys';

/** Creates a saved meal, or replaces one when `id` is given. */
export function saveSavedMeal({
  id,
  ...body
}: SavedMealBody & { id?: string | undefined }): Promise<SavedMeal> {
  return id === undefined
    ? api.post('/nutrition/saved-meals', body, {
        schema: savedMealSchema,
        idempotencyKey: newIdempotencyKey(),
      })
    : api.put(`/nutrition/saved-meals/${encodeURIComponent(id)}`, body, { schema: savedMealSchema });
}

export function useSaveSavedMeal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSavedMeal,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: nutritionKeys.savedMeals });
    },
  });
}
