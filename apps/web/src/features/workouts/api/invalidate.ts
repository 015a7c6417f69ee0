import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';
import { workoutsKeys } from './keys';

/**
 * After a log is stored, changed or removed: templates (their "Last"), the notes and history lists, records, last
 * time's sets, and every figure built from logs elsewhere: recent activity, weekly calories and workouts, the
 * goals, streak and summary (spec §4).
 */
export function refetchAfterLogChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workoutsKeys.templates }),
    queryClient.invalidateQueries({ queryKey: workoutsKeys.logs }),
    queryClient.invalidateQueries({ queryKey: workoutsKeys.records }),
    queryClient.invalidateQueries({ queryKey: workoutsKeys.lastSets }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.authSummary }),
  ]);
}
