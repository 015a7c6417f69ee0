import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of this feature. Food logged here changes the dashboard's weekly intake, protein, recent activity and
 * streak: writes invalidate sharedKeys.dashboard.
 */
export const nutritionKeys = {
  all: sharedKeys.nutrition,
  entries: ['nutrition', 'entries'] as const,
};
