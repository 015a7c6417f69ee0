import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidating } from '@/lib/query-hooks';
import { sharedKeys } from '@/lib/query-keys';
import { workoutsKeys } from './keys';

/**
 * After a log is stored, changed or removed: templates (their "Last"), the notes and history lists, records, last
 * time's sets, and every figure built from logs elsewhere: recent activity, weekly calories and workouts, the
 * goals, streak and summary (spec §4).
 */
export const refetchAfterLogChange = invalidating(
  workoutsKeys.templates,
  workoutsKeys.logs,
  workoutsKeys.records,
  workoutsKeys.lastSets,
  sharedKeys.dashboard,
);

export type WriteCallbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/** A change to a stored log (an edit, a removal): the screen hears how it went; the reads refresh either way. */
export function useLogChange<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  { onSuccess, onError }: WriteCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => onSuccess?.(),
    onError,
    onSettled: () => refetchAfterLogChange(queryClient),
  });
}
