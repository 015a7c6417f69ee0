import { foodSchema, type Food, type FoodBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export function createFood(body: FoodBody): Promise<Food> {
  return api.post('/foods', body, { schema: foodSchema, idempotencyKey: newIdempotencyKey() });
}

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nutritionKeys.all }),
  });
}
