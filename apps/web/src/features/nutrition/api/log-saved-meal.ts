import { loggedItemsSchema, type MealType } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { toastError } from '@/lib/toasts';
import { invalidateDiary } from './invalidate';

type Input = { date: string; savedMealId: string; meal: MealType };

export function logSavedMeal({ date, ...body }: Input) {
  return api.post(`/nutrition/days/${date}/saved-meals`, body, {
    schema: loggedItemsSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useLogSavedMeal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSavedMeal,
    onError: (error) => toastError(error, 'Could not log this meal. Please try again.'),
    onSuccess: async () => {
      onSuccess?.();
      await invalidateDiary(queryClient);
    },
  });
}
