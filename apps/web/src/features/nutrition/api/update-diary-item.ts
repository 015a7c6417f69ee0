import { dayItemSchema, type DayItem, type UpdateItemBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDiary } from './invalidate';

type Input = UpdateItemBody & { date: string; id: string };

export function updateDiaryItem({ date, id, ...body }: Input): Promise<DayItem> {
  return api.put(`/nutrition/days/${date}/items/${encodeURIComponent(id)}`, body, { schema: dayItemSchema });
}

export function useUpdateDiaryItem({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiaryItem,
    onSuccess: async () => {
      onSuccess?.();
      await invalidateDiary(queryClient);
    },
  });
}
