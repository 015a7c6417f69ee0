/**
 * Estimated calorie burn of a workout from its template name (spec §9). Checked top to bottom, so a
 * name matching several groups ("HIIT Leg Circuit") gets the first group's rate.
 * "Contains" is a plain substring test, as the spec says: "Crunches" contains "run".
 */
const RATE_GROUPS: ReadonlyArray<{ keywords: readonly string[]; kcalPerMinute: number }> = [
  { keywords: ['hiit', 'crossfit', 'circuit'], kcalPerMinute: 12 },
  { keywords: ['cardio', 'run', 'cycling'], kcalPerMinute: 10 },
  { keywords: ['legs', 'back', 'chest'], kcalPerMinute: 9 },
];
const DEFAULT_KCAL_PER_MINUTE = 8;

export function caloriesPerMinute(templateName: string): number {
  const name = templateName.toLowerCase();
  const group = RATE_GROUPS.find(({ keywords }) => keywords.some((word) => name.includes(word)));
  return group?.kcalPerMinute ?? DEFAULT_KCAL_PER_MINUTE;
}

/** Whole kilocalories for the minutes so far; a timer cannot run backwards, so bad input is 0. */
export function estimateCalories(templateName: string, elapsedMinutes: number): number {
  if (!Number.isFinite(elapsedMinutes) || elapsedMinutes <= 0) return 0;
  return Math.round(caloriesPerMinute(templateName) * elapsedMinutes);
}
