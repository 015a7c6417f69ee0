import { describe, expect, it } from 'vitest';
import {
  activityFactor,
  restingEnergy,
  targetsFromOnboarding,
  targetsFromWeeklyTargets,
} from './nutrition-targets.js';

type Onboarding = Parameters<typeof targetsFromOnboarding>[0];

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The onboarding answers the targets read: the body, the primary goal and how many days a week of training. */
const answers = (
  basicInfo: Onboarding['basicInfo'],
  primaryGoal: Onboarding['goals']['primaryGoal'],
  trainingDays: number,
): Onboarding => ({
  basicInfo,
  goals: { primaryGoal },
  preferences: { availableDays: WEEK.slice(0, trainingDays) as never },
});

describe('targetsFromOnboarding (worked examples)', () => {
  it('a 30-year-old man, 180 cm, 80 kg, four days a week, gaining muscle', () => {
    // BMR 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759; + 300 = 3059 → 3060 kcal.
    expect(restingEnergy({ weight: 80, height: 180, age: 30, gender: 'Male' })).toBe(1780);
    expect(
      targetsFromOnboarding(answers({ weight: 80, height: 180, age: 30, gender: 'Male' }, 'Muscle Gain', 4)),
    ).toEqual({ calories: 3060, protein: 160, fats: 85, carbs: 414, waterMl: 2750 });
  });

  it('a 25-year-old woman, 165 cm, 60 kg, two days a week, losing weight', () => {
    // BMR 600 + 1031.25 − 125 − 161 = 1345.25; × 1.375 = 1849.7; − 500 = 1349.7 → 1350 kcal.
    expect(
      targetsFromOnboarding(
        answers({ weight: 60, height: 165, age: 25, gender: 'Female' }, 'Weight Loss', 2),
      ),
    ).toEqual({ calories: 1350, protein: 120, fats: 38, carbs: 133, waterMl: 2000 });
  });

  it('never goes below the floor, and reads Other as the mean of the sex constants', () => {
    const small = targetsFromOnboarding(
      answers({ weight: 40, height: 140, age: 80, gender: 'Other' }, 'Weight Loss', 1),
    );
    // BMR 400 + 875 − 400 − 78 = 797; × 1.2 − 500 is far below 1200.
    expect(small.calories).toBe(1200);
    expect(restingEnergy({ weight: 40, height: 140, age: 80, gender: 'Other' })).toBe(797);
  });

  it('picks the activity factor by training days', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(activityFactor)).toEqual([
      1.2, 1.2, 1.375, 1.375, 1.55, 1.55, 1.725, 1.725,
    ]);
  });
});

describe('targetsFromWeeklyTargets', () => {
  it('spreads the weekly intake and protein targets over seven days with 2,000 ml of water', () => {
    expect(targetsFromWeeklyTargets({ caloriesIntake: 14000, protein: 600 })).toEqual({
      calories: 2000,
      protein: 86,
      fats: 56,
      carbs: 289,
      waterMl: 2000,
    });
  });
});
