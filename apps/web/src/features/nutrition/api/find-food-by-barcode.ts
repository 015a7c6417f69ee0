import { foodListSchema, type FoodList } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export function findFoodByBarcode(code: string, signal?: AbortSignal): Promise<FoodList> {
  return api.get('/foods', { params: { barcode: code }, schema: foodListSchema, signal });
}

/** The person's own foods with this barcode (nothing is asked of any outside service). */
export function useFoodByBarcode(code: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: nutritionKeys.barcode(code ?? ''),
      queryFn: ({ signal }) => findFoodByBarcode(code!, signal),
    }),
    enabled: code !== undefined,
  });
}
