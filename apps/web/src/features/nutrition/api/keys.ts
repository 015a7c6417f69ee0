import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of this feature. Food logged here changes the dashboard's weekly intake, protein, recent activity and
 * streak: writes invalidate sharedKeys.dashboard. Every key starts with sharedKeys.nutrition, so a write that
 * invalidates `all` refreshes the day, the recent foods, the saved meals and the averages together.
 */
export const nutritionKeys = {
  all: sharedKeys.nutrition,
  entries: ['nutrition', 'entries'] as const,
  day: (date: string) => ['nutrition', 'day', date] as const,
  foods: (q: string) => ['nutrition', 'foods', q] as const,
  barcode: (code: string) => ['nutrition', 'barcode', code] as const,
  targets: ['nutrition', 'targets'] as const,
  savedMeals: ['nutrition', 'saved-meals'] as const,
  averages: (to: string) => ['nutrition', 'averages', to] as const,
};
