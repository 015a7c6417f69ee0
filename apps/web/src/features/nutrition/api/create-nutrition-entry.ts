import { nutritionEntrySchema, type NutritionBody, type NutritionEntry } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceQueued, isQueued, queuedWrite, type Queued } from '@/lib/offline/sync';
import { sharedKeys } from '@/lib/query-keys';
import { nutritionKeys } from './keys';

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function createNutritionEntry(body: NutritionBody): Promise<NutritionEntry | Queued> {
  return queuedWrite(
    { method: 'POST', path: '/nutrition', body, label: 'Logged food' },
    nutritionEntrySchema,
  );
}

export function useCreateNutritionEntry({
  onSuccess,
}: { onSuccess?: (entry: NutritionEntry | Queued) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNutritionEntry,
    networkMode: 'always',
    onSuccess: async (entry) => {
      onSuccess?.(entry);
      if (isQueued(entry)) return announceQueued();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nutritionKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]);
    },
  });
}
