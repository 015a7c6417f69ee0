/**
 * Query keys of this feature, plus the prefix the dashboard owns: food logged here changes its weekly intake,
 * protein, recent activity and streak. Features never import each other, so the prefix is agreed by name.
 */
export const nutritionKeys = {
  all: ['nutrition'] as const,
  entries: ['nutrition', 'entries'] as const,
};

export const DASHBOARD_KEY = ['dashboard'] as const;
