import {
  ONBOARDING_STEP_SCHEMAS,
  onboardingBodySchema,
  parseNumberInput,
  WEEKLY_TARGET_DEFAULT,
  WORKOUT_TIME_DEFAULT,
  type OnboardingData,
  type User,
} from '@momentum/shared';
import { z } from 'zod';
import { formSchema } from '@/components/ui/form-schema';

/** What the wizard's inputs hold: text as typed, choices as option strings. */
export type OnboardingForm = {
  basicInfo: {
    fullName: string;
    age: string;
    gender: string;
    height: string;
    weight: string;
    fitnessExperience: string;
  };
  goals: { primaryGoal: string; targetWeight: string; weeklyTarget: string; specificGoals: string };
  preferences: {
    workoutTime: string;
    availableDays: string[];
    equipmentAvailable: string[];
    healthConditions: string;
  };
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A fresh form with the spec's defaults, or what the user answered before when they come back. */
export function initialOnboardingForm(
  user: Pick<User, 'name' | 'onboarding'> | null | undefined,
): OnboardingForm {
  const basic = user?.onboarding.basicInfo ?? {};
  const goals = user?.onboarding.goals ?? {};
  const prefs = user?.onboarding.preferences ?? {};
  return {
    basicInfo: {
      fullName: text(basic.fullName) || (user?.name ?? ''),
      age: text(basic.age),
      gender: text(basic.gender),
      height: text(basic.height),
      weight: text(basic.weight),
      fitnessExperience: text(basic.fitnessExperience),
    },
    goals: {
      primaryGoal: text(goals.primaryGoal),
      targetWeight: text(goals.targetWeight),
      weeklyTarget: text(goals.weeklyTarget) || WEEKLY_TARGET_DEFAULT,
      specificGoals: text(goals.specificGoals),
    },
    preferences: {
      workoutTime: text(prefs.workoutTime) || WORKOUT_TIME_DEFAULT,
      availableDays: list(prefs.availableDays),
      equipmentAvailable: list(prefs.equipmentAvailable),
      healthConditions: text(prefs.healthConditions),
    },
  };
}

const choice = (value: string) => (value === '' ? undefined : value);

/** The wizard's steps, in order: each edits one section of the answers. */
export const STEP_SECTIONS = ['basicInfo', 'goals', 'preferences'] as const;
export type StepSection = (typeof STEP_SECTIONS)[number];

/** One section's answers in the payload's shape: numbers as numbers, unanswered choices absent. */
const SECTION_VALUES: { [S in StepSection]: (values: OnboardingForm[S]) => unknown } = {
  basicInfo: (b) => ({
    fullName: b.fullName,
    age: parseNumberInput(b.age),
    gender: choice(b.gender),
    height: parseNumberInput(b.height),
    weight: parseNumberInput(b.weight),
    fitnessExperience: choice(b.fitnessExperience),
  }),
  goals: (g) => ({
    primaryGoal: choice(g.primaryGoal),
    targetWeight: parseNumberInput(g.targetWeight),
    weeklyTarget: g.weeklyTarget,
    specificGoals: g.specificGoals,
  }),
  preferences: (p) => ({
    workoutTime: choice(p.workoutTime),
    availableDays: p.availableDays,
    equipmentAvailable: p.equipmentAvailable,
    healthConditions: p.healthConditions.trim() === '' ? undefined : p.healthConditions,
  }),
};

/**
 * The form layer's schema of one step: its fields as typed, checked by that step's part of the payload schema
 * (spec §5), so every message is the shared one and lands on its field.
 */
export function stepFormSchema<S extends StepSection>(section: S) {
  return formSchema(
    z.custom<OnboardingForm[S]>(),
    (values) => SECTION_VALUES[section](values),
    ONBOARDING_STEP_SCHEMAS[STEP_SECTIONS.indexOf(section)]!,
  );
}

/** The payload of POST /onboarding/complete; throws when a step does not validate. */
export function toOnboardingPayload(form: OnboardingForm): OnboardingData {
  return onboardingBodySchema.parse({
    basicInfo: SECTION_VALUES.basicInfo(form.basicInfo),
    goals: SECTION_VALUES.goals(form.goals),
    preferences: SECTION_VALUES.preferences(form.preferences),
  });
}
