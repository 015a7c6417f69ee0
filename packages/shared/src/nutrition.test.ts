import { describe, expect, it } from 'vitest';
import {
  mealTypeForHour,
  normalizeMeals,
  nutritionBodySchema,
  nutritionTotals,
  type Meal,
} from './nutrition.js';
import { localHourOf } from './time.js';

describe('mealTypeForHour', () => {
  it.each([
    [4, 'snack'],
    [5, 'breakfast'],
    [10, 'breakfast'],
    [11, 'lunch'],
    [14, 'lunch'],
    [15, 'snack'],
    [16, 'snack'],
    [17, 'dinner'],
    [21, 'dinner'],
    [22, 'snack'],
    [0, 'snack'],
  ])('hour %i is %s', (hour, type) => {
    expect(mealTypeForHour(hour)).toBe(type);
  });
});

describe('localHourOf', () => {
  it('reads the wall-clock hour in the zone, including half-hour zones and midnight as 0', () => {
    const instant = '2026-11-23T18:30:00.000Z';
    expect(localHourOf(instant, 'UTC')).toBe(18);
    expect(localHourOf(instant, 'America/New_York')).toBe(13);
    expect(localHourOf(instant, 'Asia/Kolkata')).toBe(0);
    expect(localHourOf(new Date('2026-11-23T23:59:59.000Z'), 'Asia/Tokyo')).toBe(8);
  });
});

describe('normalizeMeals', () => {
  it('turns a quick meal into one item of the given type, fat into macros.fats, and keeps full meals', () => {
    const full: Meal = {
      type: 'lunch',
      items: [{ name: 'Soup', calories: 1, macros: { protein: 2, carbs: 3, fats: 4 } }],
    };
    expect(
      normalizeMeals(
        [full, { name: 'Quick Meal', calories: 400, protein: 25, carbs: 45, fat: 12 }],
        'dinner',
      ),
    ).toEqual([
      full,
      {
        type: 'dinner',
        items: [{ name: 'Quick Meal', calories: 400, macros: { protein: 25, carbs: 45, fats: 12 } }],
      },
    ]);
  });

  it('names a blank quick meal Quick Meal', () => {
    expect(
      normalizeMeals([{ name: '', calories: 0, protein: 0, carbs: 0, fat: 0 }], 'snack')[0]?.items[0]?.name,
    ).toBe('Quick Meal');
  });
});

describe('nutritionTotals', () => {
  it('sums calories and protein over every item of every meal, without float noise', () => {
    const item = (calories: number, protein: number) => ({
      name: 'x',
      calories,
      macros: { protein, carbs: 9, fats: 9 },
    });
    expect(
      nutritionTotals([
        { type: 'breakfast', items: [item(0.1, 0.1), item(0.2, 0.2)] },
        { type: 'dinner', items: [item(100, 30)] },
      ]),
    ).toEqual({ calories: 100.3, protein: 30.3 });
    expect(nutritionTotals([])).toEqual({ calories: 0, protein: 0 });
  });
});

describe('nutritionBodySchema', () => {
  it('is the form contract too: an empty number field becomes 0', () => {
    const parsed = nutritionBodySchema.parse({
      date: '2026-11-20',
      meals: [{ type: 'snack', items: [{ name: 'Apple' }] }],
    });
    expect(parsed.meals[0]).toEqual({
      type: 'snack',
      items: [{ name: 'Apple', calories: 0, macros: { protein: 0, carbs: 0, fats: 0 } }],
    });
  });

  it('refuses NaN (what a form makes of a non-number)', () => {
    const result = nutritionBodySchema.safeParse({
      date: '2026-11-20',
      meals: [{ type: 'snack', items: [{ name: 'Apple', calories: Number.NaN }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['meals', 0, 'items', 0, 'calories']);
  });
});
