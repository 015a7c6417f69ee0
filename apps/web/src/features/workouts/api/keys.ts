/**
 * Query keys of this feature. A saved workout changes the dashboard's figures and the streak in the auth summary:
 * writes invalidate sharedKeys.dashboard and sharedKeys.authSummary (lib/query-keys).
 */
export const workoutsKeys = {
  all: ['workouts'] as const,
  templates: ['workouts', 'templates'] as const,
  logs: ['workouts', 'logs'] as const,
  logsList: (limit: number) => ['workouts', 'logs', { limit }] as const,
};
