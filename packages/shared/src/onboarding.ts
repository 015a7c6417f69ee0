import { z } from 'zod';
import { NAME_MAX, WEEK_DAYS } from './constants.js';
import { userSchema } from './auth.js';

/** Onboarding constants of spec section 9. */
export const ONBOARDING_STEPS = 3;
export const AGE_MIN = 10;
export const AGE_MAX = 100;
export const HEIGHT_MIN_CM = 100;
export const HEIGHT_MAX_CM = 250;
export const WEIGHT_MIN_KG = 30;
export const WEIGHT_MAX_KG = 400;
export const FULL_NAME_MIN = 2;
export const WEEKLY_TARGET_MIN = 3;
export const WEEKLY_TARGET_DEFAULT = '3-5 days';
export const WORKOUT_TIME_DEFAULT = 'Anytime';
/** Free-text answers are bounded so a crafted request cannot store megabytes on a profile. */
export const ONBOARDING_TEXT_MAX = 1000;
export const WEEKLY_TARGET_MAX = 100;

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const FITNESS_EXPERIENCES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const PRIMARY_GOALS = ['Weight Loss', 'Muscle Gain', 'Endurance', 'General Fitness'] as const;
export const WORKOUT_TIMES = ['Morning', 'Evening', 'Anytime'] as const;
export const EQUIPMENT_OPTIONS = ['Dumbbells', 'Yoga Mat', 'None'] as const;

/** The exact messages of spec section 5. */
export const ONBOARDING_MESSAGES = {
  fullName: 'Please enter a valid full name.',
  age: `Age must be between ${AGE_MIN} and ${AGE_MAX}.`,
  gender: 'Please select your gender.',
  height: `Height must be between ${HEIGHT_MIN_CM} and ${HEIGHT_MAX_CM} cm.`,
  weight: `Weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg.`,
  fitnessExperience: 'Please select your fitness experience.',
  primaryGoal: 'Please choose your primary goal.',
  weeklyTarget: 'Please provide a weekly target (e.g., 3-5 days).',
  // Not in the spec, which leaves targetWeight unchecked; we keep it to the same range as weight.
  targetWeight: `Target weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg.`,
  specificGoals: `Specific goals must be at most ${ONBOARDING_TEXT_MAX} characters.`,
  workoutTime: 'Please select preferred workout time.',
  availableDays: 'Please select at least one available day.',
  equipmentAvailable: "Please select your available equipment (choose 'None' if applicable).",
  healthConditions: `Health conditions must be at most ${ONBOARDING_TEXT_MAX} characters.`,
  finishFailed: 'Something went wrong. Please check your inputs and try again.',
  pictureFailed: 'Failed to upload picture. Try a different image.',
} as const;

const M = ONBOARDING_MESSAGES;

/** A finite number inside [min, max]; anything else (a string, NaN, missing) gets the one message. */
const numberBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, { message });

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** A list of choices, each at most once, in the order the options are listed. */
const choices = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .array(z.enum(options, { error: message }), { error: message })
    .max(options.length * 4, message)
    .transform((list) => options.filter((option) => list.includes(option)));

export const basicInfoSchema = z.object({
  fullName: z.string({ error: M.fullName }).trim().min(FULL_NAME_MIN, M.fullName).max(NAME_MAX, M.fullName),
  age: numberBetween(AGE_MIN, AGE_MAX, M.age),
  gender: choice(GENDERS, M.gender),
  height: numberBetween(HEIGHT_MIN_CM, HEIGHT_MAX_CM, M.height),
  weight: numberBetween(WEIGHT_MIN_KG, WEIGHT_MAX_KG, M.weight),
  fitnessExperience: choice(FITNESS_EXPERIENCES, M.fitnessExperience),
});
export type BasicInfo = z.infer<typeof basicInfoSchema>;

export const onboardingGoalsSchema = z.object({
  primaryGoal: choice(PRIMARY_GOALS, M.primaryGoal),
  targetWeight: numberBetween(WEIGHT_MIN_KG, WEIGHT_MAX_KG, M.targetWeight)
    .nullish()
    .transform((v) => v ?? undefined),
  weeklyTarget: z
    .string({ error: M.weeklyTarget })
    .trim()
    .min(WEEKLY_TARGET_MIN, M.weeklyTarget)
    .max(WEEKLY_TARGET_MAX, M.weeklyTarget),
  specificGoals: z
    .string({ error: M.specificGoals })
    .trim()
    .max(ONBOARDING_TEXT_MAX, M.specificGoals)
    .default(''),
});
export type OnboardingGoals = z.infer<typeof onboardingGoalsSchema>;

export const preferencesSchema = z.object({
  workoutTime: choice(WORKOUT_TIMES, M.workoutTime),
  availableDays: choices(WEEK_DAYS, M.availableDays).refine((days) => days.length > 0, {
    message: M.availableDays,
  }),
  // The list must be present; an empty list is a valid answer (spec §5).
  equipmentAvailable: choices(EQUIPMENT_OPTIONS, M.equipmentAvailable),
  healthConditions: z
    .string({ error: M.healthConditions })
    .trim()
    .max(ONBOARDING_TEXT_MAX, M.healthConditions)
    .optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** POST /api/onboarding/complete */
export const onboardingBodySchema = z.object({
  basicInfo: basicInfoSchema,
  goals: onboardingGoalsSchema,
  preferences: preferencesSchema,
});
export type OnboardingBody = z.input<typeof onboardingBodySchema>;
export type OnboardingData = z.output<typeof onboardingBodySchema>;

export const onboardingResponseSchema = z.object({ user: userSchema });
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

/** The wizard's steps, in order, each validated by its own part of the payload schema. */
export const ONBOARDING_STEP_SCHEMAS = [basicInfoSchema, onboardingGoalsSchema, preferencesSchema] as const;
export const ONBOARDING_STEP_KEYS = ['basicInfo', 'goals', 'preferences'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/**
 * The first message for each field that fails, keyed by field name; empty when the step is valid.
 * The wizard shows these next to their fields.
 */
export function onboardingStepErrors(step: number, value: unknown): Record<string, string> {
  const schema = ONBOARDING_STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Turns what a person typed into a number: blank or not a number gives undefined, so the schema
 * reports it with the field's own message. Spec §7: numbers are sent as numbers.
 */
export function parseNumberInput(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  if (text == null) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}
