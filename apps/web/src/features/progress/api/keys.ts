/**
 * Query keys of this feature, plus the prefix the dashboard owns: a weight recorded here is its Current Weight and
 * recent activity, and any entry counts for the streak. Features never import each other, so it is agreed by name.
 */
export const progressKeys = {
  all: ['progress'] as const,
  entries: ['progress', 'entries'] as const,
};

export const DASHBOARD_KEY = ['dashboard'] as const;
