import { dayItemSchema, type DayItem, type LogFoodBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { invalidateDiary } from './invalidate';

export function logFood({ date, ...body }: LogFoodBody & { date: string }): Promise<DayItem> {
  return api.post(`/nutrition/days/${date}/items`, body, {
    schema: dayItemSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useLogFood({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logFood,
    onSuccess: async () => {
      onSuccess?.();
      await invalidateDiary(queryClient);
    },
  });
}
