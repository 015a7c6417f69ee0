/**
 * Query keys of this feature. A saved workout changes the dashboard's figures and the streak: writes invalidate
 * sharedKeys.dashboard (lib/query-keys).
 */
export const workoutsKeys = {
  all: ['workouts'] as const,
  templates: ['workouts', 'templates'] as const,
  logs: ['workouts', 'logs'] as const,
  logsList: (limit: number) => ['workouts', 'logs', { limit }] as const,
  history: (pageSize: number) => ['workouts', 'logs', 'history', { pageSize }] as const,
  log: (id: string) => ['workouts', 'logs', 'detail', id] as const,
  records: ['workouts', 'records'] as const,
  recordsList: (limit: number) => ['workouts', 'records', { limit }] as const,
  lastSets: ['workouts', 'last-sets'] as const,
  lastSetsOf: (exerciseIds: readonly string[]) => ['workouts', 'last-sets', [...exerciseIds].sort()] as const,
  exercises: ['exercises'] as const,
  exerciseSearch: (q: string) => ['exercises', 'search', q] as const,
};
