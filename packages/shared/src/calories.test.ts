import { describe, expect, it } from 'vitest';
import { caloriesPerMinute, estimateCalories } from './calories.js';

describe('caloriesPerMinute', () => {
  it.each([
    ['Morning HIIT', 12],
    ['CrossFit WOD', 12],
    ['Full body circuit', 12],
    ['Cardio blast', 10],
    ['5k Run', 10],
    ['Indoor Cycling', 10],
    ['Legs day', 9],
    ['Back and biceps', 9],
    ['Chest press', 9],
    ['Yoga flow', 8],
    ['Arms', 8],
    ['', 8],
  ])('%s burns %i kcal per minute', (name, rate) => {
    expect(caloriesPerMinute(name)).toBe(rate);
  });

  it('ignores case', () => {
    expect(caloriesPerMinute('hiit')).toBe(12);
    expect(caloriesPerMinute('CARDIO')).toBe(10);
    expect(caloriesPerMinute('cHeSt')).toBe(9);
  });

  it('matches keywords inside longer words', () => {
    expect(caloriesPerMinute('Trail running')).toBe(10);
    expect(caloriesPerMinute('Backstroke drills')).toBe(9);
  });

  it('gives a name matching several groups the rate of the first group', () => {
    expect(caloriesPerMinute('Legs circuit')).toBe(12);
    expect(caloriesPerMinute('Chest and cardio')).toBe(10);
    expect(caloriesPerMinute('Run then HIIT')).toBe(12);
    expect(caloriesPerMinute('Back, legs and cycling')).toBe(10);
  });
});

describe('estimateCalories', () => {
  it('multiplies the rate by the elapsed minutes', () => {
    expect(estimateCalories('HIIT', 30)).toBe(360);
    expect(estimateCalories('Cardio', 45)).toBe(450);
    expect(estimateCalories('Legs', 10)).toBe(90);
    expect(estimateCalories('Yoga', 60)).toBe(480);
  });

  it('rounds to a whole number', () => {
    expect(estimateCalories('Legs', 2.5)).toBe(23); // 22.5
    expect(estimateCalories('Yoga', 1.3)).toBe(10); // 10.4
    expect(estimateCalories('HIIT', 0.1)).toBe(1); // 1.2
  });

  it('burns nothing for no, negative or unreadable time', () => {
    expect(estimateCalories('HIIT', 0)).toBe(0);
    expect(estimateCalories('HIIT', -5)).toBe(0);
    expect(estimateCalories('HIIT', Number.NaN)).toBe(0);
    expect(estimateCalories('HIIT', Number.POSITIVE_INFINITY)).toBe(0);
  });
});
