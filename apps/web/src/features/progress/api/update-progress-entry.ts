import { progressEntrySchema, type ProgressBody, type ProgressEntry } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { progressKeys } from './keys';

export function updateProgressEntry({
  id,
  body,
}: {
  id: string;
  body: ProgressBody;
}): Promise<ProgressEntry> {
  return api.put(`/progress/${encodeURIComponent(id)}`, body, { schema: progressEntrySchema });
}

/** Edits a weigh-in or a measurement entry (its date and values); its photos stay. */
export function useUpdateProgressEntry({ onSuccess }: { onSuccess?: (entry: ProgressEntry) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgressEntry,
    onSuccess: async (entry) => {
      onSuccess?.(entry);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
      ]);
    },
  });
}
