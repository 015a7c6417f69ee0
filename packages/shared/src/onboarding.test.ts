import { describe, expect, it } from 'vitest';
import {
  onboardingBodySchema,
  onboardingStepErrors,
  ONBOARDING_MESSAGES as M,
  parseNumberInput,
  WEEKLY_TARGET_DEFAULT,
  WORKOUT_TIME_DEFAULT,
} from './onboarding.js';

const basicInfo = {
  fullName: 'Ada Lovelace',
  age: 36,
  gender: 'Female',
  height: 170,
  weight: 60,
  fitnessExperience: 'Beginner',
};
const goals = { primaryGoal: 'Endurance', weeklyTarget: '3-5 days', specificGoals: 'Run 10k' };
const preferences = { workoutTime: 'Anytime', availableDays: ['Monday'], equipmentAvailable: [] };

describe('onboarding step 1 (basic info)', () => {
  it('accepts a complete, valid step', () => {
    expect(onboardingStepErrors(0, basicInfo)).toEqual({});
  });

  it.each([
    ['fullName', { fullName: ' A ' }, M.fullName],
    ['fullName', { fullName: undefined }, M.fullName],
    ['age', { age: 9 }, 'Age must be between 10 and 100.'],
    ['age', { age: 101 }, M.age],
    ['age', { age: undefined }, M.age],
    ['age', { age: '30' }, M.age],
    ['age', { age: Number.NaN }, M.age],
    ['gender', { gender: '' }, 'Please select your gender.'],
    ['gender', { gender: 'Robot' }, M.gender],
    ['height', { height: 99.9 }, 'Height must be between 100 and 250 cm.'],
    ['height', { height: 251 }, M.height],
    ['weight', { weight: 29 }, 'Weight must be between 30 and 400 kg.'],
    ['weight', { weight: 401 }, M.weight],
    ['fitnessExperience', { fitnessExperience: undefined }, 'Please select your fitness experience.'],
  ])('%s: %j gives its message', (field, change, message) => {
    expect(onboardingStepErrors(0, { ...basicInfo, ...change })).toEqual({ [field]: message });
  });

  it('accepts the bounds themselves', () => {
    const edges = { ...basicInfo, fullName: 'Al', age: 10, height: 250, weight: 30 };
    expect(onboardingStepErrors(0, edges)).toEqual({});
    expect(onboardingStepErrors(0, { ...edges, age: 100, height: 100, weight: 400 })).toEqual({});
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(onboardingStepErrors(0, {})).sort()).toEqual([
      'age',
      'fitnessExperience',
      'fullName',
      'gender',
      'height',
      'weight',
    ]);
  });
});

describe('onboarding step 2 (goals)', () => {
  it('accepts a valid step with and without a target weight', () => {
    expect(onboardingStepErrors(1, goals)).toEqual({});
    expect(onboardingStepErrors(1, { ...goals, targetWeight: 55 })).toEqual({});
    expect(onboardingStepErrors(1, { ...goals, targetWeight: null })).toEqual({});
  });

  it('needs a primary goal and a weekly target of at least 3 characters', () => {
    expect(onboardingStepErrors(1, { ...goals, primaryGoal: '' })).toEqual({
      primaryGoal: 'Please choose your primary goal.',
    });
    expect(onboardingStepErrors(1, { ...goals, weeklyTarget: ' 3x ' })).toEqual({
      weeklyTarget: 'Please provide a weekly target (e.g., 3-5 days).',
    });
    expect(onboardingStepErrors(1, { ...goals, weeklyTarget: '3x/' })).toEqual({});
  });
});

describe('onboarding step 3 (preferences)', () => {
  it('needs a workout time and at least one day; an empty equipment list passes', () => {
    expect(onboardingStepErrors(2, preferences)).toEqual({});
    expect(onboardingStepErrors(2, { ...preferences, workoutTime: undefined })).toEqual({
      workoutTime: 'Please select preferred workout time.',
    });
    expect(onboardingStepErrors(2, { ...preferences, availableDays: [] })).toEqual({
      availableDays: 'Please select at least one available day.',
    });
  });

  it('needs the equipment list to exist', () => {
    expect(onboardingStepErrors(2, { workoutTime: 'Morning', availableDays: ['Sunday'] })).toEqual({
      equipmentAvailable: "Please select your available equipment (choose 'None' if applicable).",
    });
  });

  it('refuses unknown days and keeps each day once in week order', () => {
    expect(onboardingStepErrors(2, { ...preferences, availableDays: ['Funday'] })).toHaveProperty(
      'availableDays',
    );
    const parsed = onboardingBodySchema.parse({
      basicInfo,
      goals,
      preferences: { ...preferences, availableDays: ['Sunday', 'Monday', 'Sunday'] },
    });
    expect(parsed.preferences.availableDays).toEqual(['Monday', 'Sunday']);
  });
});

describe('the whole payload', () => {
  it('trims texts and keeps numbers as numbers', () => {
    const parsed = onboardingBodySchema.parse({
      basicInfo: { ...basicInfo, fullName: '  Ada  ' },
      goals: { ...goals, weeklyTarget: ' 4 days ' },
      preferences,
    });
    expect(parsed.basicInfo).toMatchObject({ fullName: 'Ada', age: 36, height: 170, weight: 60 });
    expect(parsed.goals.weeklyTarget).toBe('4 days');
  });

  it('has the spec defaults', () => {
    expect(WEEKLY_TARGET_DEFAULT).toBe('3-5 days');
    expect(WORKOUT_TIME_DEFAULT).toBe('Anytime');
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['42', 42],
    [' 60.5 ', 60.5],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    ['1e400', undefined],
    [undefined, undefined],
    [7, 7],
  ])('%j -> %j', (input, expected) => {
    expect(parseNumberInput(input as string)).toBe(expected);
  });
});
