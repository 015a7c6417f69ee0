import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { nutritionKeys } from './keys';

export async function deleteNutritionEntry(id: string): Promise<void> {
  await api.delete(`/nutrition/${encodeURIComponent(id)}`);
}

/** Spec §8: a failed delete shows nothing; either way the list is fetched again. */
export function useDeleteNutritionEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNutritionEntry,
    onError: () => {},
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: nutritionKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]),
  });
}
