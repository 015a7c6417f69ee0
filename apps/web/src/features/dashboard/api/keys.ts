import type { GoalKind } from '@momentum/shared';

/**
 * Query keys of the dashboard. Every one starts with 'dashboard': the other features invalidate that
 * prefix after their writes. The session summary and the nutrition list are other screens' keys,
 * agreed by name because features never import each other.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  streak: ['dashboard', 'streak'] as const,
  personalRecord: ['dashboard', 'streak', 'personal-record'] as const,
  caloriesSummary: ['dashboard', 'summary', 'calories'] as const,
  workoutsSummary: ['dashboard', 'summary', 'workouts'] as const,
  latestWeight: ['dashboard', 'weight', 'latest'] as const,
  recentActivity: (limit: number) => ['dashboard', 'activity', { limit }] as const,
  goal: (kind: GoalKind) => ['dashboard', 'goals', kind] as const,
  schedule: ['dashboard', 'schedule'] as const,
};

export const AUTH_SUMMARY_KEY = ['auth', 'summary'] as const;
export const NUTRITION_KEY = ['nutrition'] as const;
