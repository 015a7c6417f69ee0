import { loggedItemsSchema, type MealType } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { invalidateDiary } from './invalidate';

type Input = { date: string; fromDate: string; fromMeal: MealType; toMeal: MealType };

export function copyMeal({ date, ...body }: Input) {
  return api.post(`/nutrition/days/${date}/copy`, body, {
    schema: loggedItemsSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useCopyMeal({ onSuccess }: { onSuccess?: (copied: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyMeal,
    onSuccess: async ({ items }) => {
      onSuccess?.(items.length);
      await invalidateDiary(queryClient);
    },
  });
}
