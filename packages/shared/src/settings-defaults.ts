import type { UserSettings } from './settings.js';

/**
 * The choices of a person's preferences and their defaults, without the schemas: the web app's shell reads them
 * on every page, so they live apart from `settings.ts` and its zod schemas (the first load carries no zod).
 */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export const LENGTH_UNITS = ['cm', 'in'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_USER_SETTINGS: UserSettings = {
  units: { weight: 'kg', length: 'cm' },
  theme: 'system',
  shareWorkouts: true,
  findable: true,
};
