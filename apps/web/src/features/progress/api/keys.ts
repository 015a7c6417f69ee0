/**
 * Query keys of this feature. A weight recorded here is the dashboard's Current Weight and recent activity, and any
 * entry counts for the streak: writes invalidate sharedKeys.dashboard (lib/query-keys).
 */
export const progressKeys = {
  all: ['progress'] as const,
  entries: ['progress', 'entries'] as const,
};
