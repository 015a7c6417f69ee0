import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError } from '@/lib/toasts';
import { nutritionKeys } from './keys';

export async function deleteSavedMeal(id: string): Promise<void> {
  await api.delete(`/nutrition/saved-meals/${encodeURIComponent(id)}`);
}

export function useDeleteSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedMeal,
    onError: (error) => toastError(error, 'Could not delete this meal. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nutritionKeys.savedMeals }),
  });
}
