import { progressEntrySchema, type ProgressBody, type ProgressEntry } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { progressKeys } from './keys';

export function createProgressEntry(body: ProgressBody): Promise<ProgressEntry> {
  return api.post('/progress', body, { schema: progressEntrySchema, idempotencyKey: newIdempotencyKey() });
}

/** Used by 'Progress Photo' (date only) and by the Add Entry weight form (measurements.weight). */
export function useCreateProgressEntry({
  onSuccess,
  onError,
}: { onSuccess?: (entry: ProgressEntry) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgressEntry,
    onSuccess: async (entry) => {
      onSuccess?.(entry);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]);
    },
    onError,
  });
}
