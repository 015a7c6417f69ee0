import type { BasicInfo, OnboardingGoals, Preferences } from './onboarding.js';

/**
 * Default daily nutrition targets from the onboarding answers (docs/decisions: nutrition targets):
 * Mifflin–St Jeor resting energy, times an activity factor from the training days a week, adjusted for the
 * primary goal; protein by body weight, a quarter of the energy from fat, carbohydrates for the rest.
 */

export type DailyTargets = {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  waterMl: number;
};

export const DEFAULT_WATER_ML = 2000;
const WATER_ML_PER_KG = 35;
const KCAL_PER_G = { protein: 4, carbs: 4, fats: 9 } as const;
const FAT_SHARE = 0.25;
/** Below this no default target goes, whatever the arithmetic says (a common clinical floor). */
export const CALORIE_TARGET_FLOOR = 1200;

/** Mifflin–St Jeor (1990): kcal a day at rest. 'Other' takes the mean of the two sex constants. */
export function restingEnergy(info: Pick<BasicInfo, 'weight' | 'height' | 'age' | 'gender'>): number {
  const sexConstant = info.gender === 'Male' ? 5 : info.gender === 'Female' ? -161 : -78;
  return 10 * info.weight + 6.25 * info.height - 5 * info.age + sexConstant;
}

/** The usual multipliers (sedentary 1.2 … very active 1.725) chosen by training days a week. */
export function activityFactor(trainingDaysPerWeek: number): number {
  if (trainingDaysPerWeek <= 1) return 1.2;
  if (trainingDaysPerWeek <= 3) return 1.375;
  if (trainingDaysPerWeek <= 5) return 1.55;
  return 1.725;
}

const GOAL_ADJUSTMENT: Record<OnboardingGoals['primaryGoal'], { kcal: number; proteinPerKg: number }> = {
  'Weight Loss': { kcal: -500, proteinPerKg: 2.0 },
  'Muscle Gain': { kcal: 300, proteinPerKg: 2.0 },
  Endurance: { kcal: 0, proteinPerKg: 1.6 },
  'General Fitness': { kcal: 0, proteinPerKg: 1.6 },
};

export function targetsFromOnboarding(onboarding: {
  basicInfo: Pick<BasicInfo, 'weight' | 'height' | 'age' | 'gender'>;
  goals: Pick<OnboardingGoals, 'primaryGoal'>;
  preferences: Pick<Preferences, 'availableDays'>;
}): DailyTargets {
  const { basicInfo, goals, preferences } = onboarding;
  const adjustment = GOAL_ADJUSTMENT[goals.primaryGoal];
  const maintenance = restingEnergy(basicInfo) * activityFactor(preferences.availableDays.length);
  const calories = Math.round(Math.max(CALORIE_TARGET_FLOOR, maintenance + adjustment.kcal) / 10) * 10;
  const protein = Math.round(adjustment.proteinPerKg * basicInfo.weight);
  const fats = Math.round((calories * FAT_SHARE) / KCAL_PER_G.fats);
  const carbs = Math.max(
    0,
    Math.round((calories - protein * KCAL_PER_G.protein - calories * FAT_SHARE) / KCAL_PER_G.carbs),
  );
  const waterMl = Math.round((basicInfo.weight * WATER_ML_PER_KG) / 250) * 250;
  return { calories, protein, carbs, fats, waterMl };
}

/** Without onboarding: the weekly targets spread over seven days; fat and carbohydrates split as above. */
export function targetsFromWeeklyTargets(weekly: { caloriesIntake: number; protein: number }): DailyTargets {
  const calories = Math.round(weekly.caloriesIntake / 7);
  const protein = Math.round(weekly.protein / 7);
  const fats = Math.round((calories * FAT_SHARE) / KCAL_PER_G.fats);
  const carbs = Math.max(
    0,
    Math.round((calories - protein * KCAL_PER_G.protein - calories * FAT_SHARE) / KCAL_PER_G.carbs),
  );
  return { calories, protein, carbs, fats, waterMl: DEFAULT_WATER_ML };
}
