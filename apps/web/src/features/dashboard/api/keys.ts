import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of the dashboard: its one query lives under sharedKeys.dashboard (lib/query-keys), which the other
 * features invalidate after their writes.
 */
export const dashboardKeys = {
  all: sharedKeys.dashboard,
};
