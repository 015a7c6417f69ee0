import { waterSchema, type Water } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { toastError } from '@/lib/toasts';
import { nutritionKeys } from './keys';

export function putWater({ date, ml }: { date: string; ml: number }): Promise<Water> {
  return api.put(
    `/nutrition/days/${date}/water`,
    { ml },
    { schema: waterSchema, idempotencyKey: newIdempotencyKey() },
  );
}

export function usePutWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWater,
    onError: (error) => toastError(error, 'Could not save your water. Please try again.'),
    onSettled: (_data, _error, { date }) =>
      queryClient.invalidateQueries({ queryKey: nutritionKeys.day(date) }),
  });
}
