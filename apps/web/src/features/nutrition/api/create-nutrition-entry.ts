import { nutritionEntrySchema, type NutritionBody, type NutritionEntry } from '@momentum/shared';
import { queuedWrite, type Queued } from '@/lib/offline/sync';
import { useQueuedMutation, type QueuedMutationCallbacks } from '@/lib/offline/use-queued-mutation';
import { invalidating } from '@/lib/query-hooks';
import { sharedKeys } from '@/lib/query-keys';
import { nutritionKeys } from './keys';

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function createNutritionEntry(body: NutritionBody): Promise<NutritionEntry | Queued> {
  return queuedWrite(
    { method: 'POST', path: '/nutrition', body, label: 'Logged food' },
    nutritionEntrySchema,
  );
}

export const useCreateNutritionEntry = (callbacks?: QueuedMutationCallbacks<NutritionBody, NutritionEntry>) =>
  useQueuedMutation(createNutritionEntry, invalidating(nutritionKeys.all, sharedKeys.dashboard), callbacks);
