import { progressEntrySchema, type ProgressBody, type ProgressEntry } from '@momentum/shared';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { directWrite, queuedWrite, type Queued } from '@/lib/offline/sync';
import { useQueuedMutation, type QueuedMutationCallbacks } from '@/lib/offline/use-queued-mutation';
import { invalidating } from '@/lib/query-hooks';
import { sharedKeys } from '@/lib/query-keys';
import { progressKeys } from './keys';

export function createProgressEntry(body: ProgressBody): Promise<ProgressEntry> {
  return api.post('/progress', body, { schema: progressEntrySchema, idempotencyKey: newIdempotencyKey() });
}

/**
 * A weight is queued on the device and sent with an idempotency key (issue 19); an entry started for photos is
 * sent directly, since the photos need its id.
 */
export function recordProgressEntry(body: ProgressBody): Promise<ProgressEntry | Queued> {
  if (body.measurements?.weight === undefined) return directWrite(() => createProgressEntry(body));
  return queuedWrite(
    { method: 'POST', path: '/progress', body, label: 'Recorded weight' },
    progressEntrySchema,
  );
}

/** Used by 'Progress Photo' (date only) and by the Add Entry weight form (measurements.weight). */
export const useCreateProgressEntry = (callbacks?: QueuedMutationCallbacks<ProgressBody, ProgressEntry>) =>
  useQueuedMutation(recordProgressEntry, invalidating(progressKeys.all, sharedKeys.dashboard), callbacks);
