import type { GoalKind } from '@momentum/shared';
import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of the dashboard. Every one starts with 'dashboard' (sharedKeys.dashboard): the other features
 * invalidate that prefix after their writes. The streak is in lib/query-keys (the goals screen shows it too).
 */
export const dashboardKeys = {
  all: sharedKeys.dashboard,
  personalRecord: [...sharedKeys.streak, 'personal-record'] as const,
  caloriesSummary: ['dashboard', 'summary', 'calories'] as const,
  workoutsSummary: ['dashboard', 'summary', 'workouts'] as const,
  latestWeight: ['dashboard', 'weight', 'latest'] as const,
  recentActivity: (limit: number) => ['dashboard', 'activity', { limit }] as const,
  weeklyTarget: (kind: GoalKind) => ['dashboard', 'weekly-targets', kind] as const,
  schedule: ['dashboard', 'schedule'] as const,
};
