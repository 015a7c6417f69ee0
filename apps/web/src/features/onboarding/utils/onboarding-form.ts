import {
  onboardingBodySchema,
  onboardingStepErrors,
  parseNumberInput,
  WEEKLY_TARGET_DEFAULT,
  WORKOUT_TIME_DEFAULT,
  type OnboardingData,
  type User,
} from '@momentum/shared';

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

export type StepErrors = Record<string, string>;

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

/** The step's answers in the payload's shape: numbers as numbers, unanswered choices absent. */
export function stepValue(step: number, form: OnboardingForm): unknown {
  if (step === 0) {
    const b = form.basicInfo;
    return {
      fullName: b.fullName,
      age: parseNumberInput(b.age),
      gender: choice(b.gender),
      height: parseNumberInput(b.height),
      weight: parseNumberInput(b.weight),
      fitnessExperience: choice(b.fitnessExperience),
    };
  }
  if (step === 1) {
    const g = form.goals;
    return {
      primaryGoal: choice(g.primaryGoal),
      targetWeight: parseNumberInput(g.targetWeight),
      weeklyTarget: g.weeklyTarget,
      specificGoals: g.specificGoals,
    };
  }
  const p = form.preferences;
  return {
    workoutTime: choice(p.workoutTime),
    availableDays: p.availableDays,
    equipmentAvailable: p.equipmentAvailable,
    healthConditions: p.healthConditions.trim() === '' ? undefined : p.healthConditions,
  };
}

/** The shared rules of spec §5 for one step: field name to message, empty when the step validates. */
export function validateStep(step: number, form: OnboardingForm): StepErrors {
  return onboardingStepErrors(step, stepValue(step, form));
}

/** The payload of POST /onboarding/complete; throws when a step does not validate. */
export function toOnboardingPayload(form: OnboardingForm): OnboardingData {
  return onboardingBodySchema.parse({
    basicInfo: stepValue(0, form),
    goals: stepValue(1, form),
    preferences: stepValue(2, form),
  });
}
