/**
 * Query keys of this feature. A weight recorded here is the dashboard's Current Weight and recent activity, and any
 * entry counts for the streak: writes invalidate sharedKeys.dashboard (lib/query-keys).
 */
export const progressKeys = {
  all: ['progress'] as const,
  entries: ['progress', 'entries'] as const,
  /** The charts and figures built from the entries (and from workouts, meals and goals): under `all`. */
  charts: ['progress', 'charts'] as const,
  weight: (range: { from?: string | undefined; to?: string | undefined }) =>
    ['progress', 'charts', 'weight', range] as const,
  measurement: (key: string) => ['progress', 'charts', 'measurement', key] as const,
  photos: ['progress', 'charts', 'photos'] as const,
  overview: ['progress', 'charts', 'overview'] as const,
  achievements: ['progress', 'charts', 'achievements'] as const,
  weightGoal: ['progress', 'charts', 'weight-goal'] as const,
  exercise: (id: string) => ['progress', 'exercise', id] as const,
  exerciseSets: (id: string) => ['progress', 'exercise', id, 'sets'] as const,
  trainingDays: ['progress', 'history', 'training-days'] as const,
  muscleSets: ['progress', 'history', 'muscle-sets'] as const,
};
