import { foodListSchema } from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const foodByBarcode = defineQuery(nutritionKeys.barcode, '/foods', foodListSchema, {
  params: (code: string) => ({ barcode: code }),
});

/** The person's own foods with this barcode (nothing is asked of any outside service). */
export function useFoodByBarcode(code: string | undefined) {
  return useQuery({ ...foodByBarcode.options(code ?? ''), enabled: code !== undefined });
}
