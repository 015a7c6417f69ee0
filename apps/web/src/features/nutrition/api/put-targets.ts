import { targetsSchema, type NutritionTargets } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { invalidating, useRefreshingMutation } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

export function putTargets(body: NutritionTargets): Promise<NutritionTargets> {
  return api.put('/nutrition/targets', body, { schema: targetsSchema });
}

export function usePutTargets({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useRefreshingMutation(putTargets, invalidating(nutritionKeys.all), onSuccess);
}
