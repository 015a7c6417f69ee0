import { z } from 'zod';
import { QUICK_MEAL } from './constants.js';
import { calendarDaySchema, type WithResolvedDays } from './calendar-day.js';
import { headerPagedQuerySchema } from './paging.js';
import { idParamsSchema } from './path-params.js';

/** Nutrition entries (spec §3, §5, §7): meals of food items with calories and macros, per calendar date. */

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** Bounds that keep a typo (an extra zero or five) from wrecking weekly totals. */
export const FOOD_CALORIES_MAX = 20_000;
export const FOOD_MACRO_MAX_G = 2_000;
export const FOOD_NAME_MAX = 120;
export const MEALS_PER_ENTRY_MAX = 20;
export const ITEMS_PER_MEAL_MAX = 50;
export const NUTRITION_LIST_DEFAULT = 100;
export const NUTRITION_LIST_MAX = 500;

/** The day an entry is for: a calendar day or a date-time, read in the caller's zone (see calendar-day.ts). */
export const entryDateSchema = calendarDaySchema('Date');

// Spec §5: numeric fields default to 0; beyond that they must be real, non-negative amounts.
const amount = (label: string, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${max}${unit}.`)
    .default(0);

export const mealTypeSchema = z.enum(MEAL_TYPES, {
  error: 'Meal must be one of breakfast, lunch, dinner or snack.',
});

// Spec §5: no required-field check, so a blank food name is kept as it is.
const foodNameSchema = z
  .string({ error: 'Food name must be text.' })
  .trim()
  .max(FOOD_NAME_MAX, `Food name must be at most ${FOOD_NAME_MAX} characters.`);

export const macrosSchema = z
  .object({
    protein: amount('Protein', FOOD_MACRO_MAX_G, ' g'),
    carbs: amount('Carbs', FOOD_MACRO_MAX_G, ' g'),
    fats: amount('Fats', FOOD_MACRO_MAX_G, ' g'),
  })
  .strict();

export const foodItemSchema = z
  .object({
    name: foodNameSchema.default(''),
    calories: amount('Calories', FOOD_CALORIES_MAX),
    macros: macrosSchema.default({ protein: 0, carbs: 0, fats: 0 }),
  })
  .strict();
export type FoodItem = z.output<typeof foodItemSchema>;
export type FoodItemInput = z.input<typeof foodItemSchema>;

/** The app's own shape: a meal of a type holding food items. */
export const fullMealSchema = z
  .object({
    type: mealTypeSchema,
    items: z
      .array(foodItemSchema)
      .min(1, 'A meal needs at least one food item.')
      .max(ITEMS_PER_MEAL_MAX, `A meal holds at most ${ITEMS_PER_MEAL_MAX} food items.`),
  })
  .strict();
export type Meal = z.output<typeof fullMealSchema>;

/** The dashboard's Quick Log Meal shape (spec §7): one food, flat macros, `fat` not `fats`. */
export const quickMealSchema = z
  .object({
    name: foodNameSchema,
    calories: amount('Calories', FOOD_CALORIES_MAX),
    protein: amount('Protein', FOOD_MACRO_MAX_G, ' g'),
    carbs: amount('Carbs', FOOD_MACRO_MAX_G, ' g'),
    fat: amount('Fat', FOOD_MACRO_MAX_G, ' g'),
  })
  .strict();
export type QuickMeal = z.output<typeof quickMealSchema>;

export type MealInput = Meal | QuickMeal;
const MEAL_SHAPE = 'Each meal is either {type, items} or {name, calories, protein, carbs, fat}.';

/**
 * A meal in either shape. The shape is chosen by the `items` key before validating, rather than by a
 * zod union, so a mistake inside a meal is reported at its own field (meals.0.type) and not as
 * "no option matched" at meals.0.
 */
export const mealInputSchema = z
  .unknown()
  .transform((value, ctx): MealInput => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: MEAL_SHAPE });
      return z.NEVER;
    }
    const shape = 'items' in value || 'type' in value ? fullMealSchema : quickMealSchema;
    const result = shape.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  })
  .meta({ description: MEAL_SHAPE });

export const nutritionBodySchema = z
  .object({
    date: entryDateSchema,
    meals: z
      .array(mealInputSchema, { error: 'Meals must be a list.' })
      .min(1, 'Add at least one meal.')
      .max(MEALS_PER_ENTRY_MAX, `An entry holds at most ${MEALS_PER_ENTRY_MAX} meals.`),
  })
  .strict();
export type NutritionBody = z.input<typeof nutritionBodySchema>;
/** What the service stores: the parsed body with its `date` resolved to a day. */
export type NutritionBodyParsed = WithResolvedDays<z.output<typeof nutritionBodySchema>>;

export const nutritionListQuerySchema = headerPagedQuerySchema(NUTRITION_LIST_MAX, NUTRITION_LIST_DEFAULT, {
  name: 'Limit',
  typeMessage: false,
});

export const nutritionEntryParamsSchema = idParamsSchema;

export const nutritionEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  meals: z.array(
    z.object({
      type: z.enum(MEAL_TYPES),
      items: z.array(
        z.object({
          name: z.string(),
          calories: z.number(),
          macros: z.object({ protein: z.number(), carbs: z.number(), fats: z.number() }),
        }),
      ),
    }),
  ),
  totalCalories: z.number(),
});
export type NutritionEntry = z.infer<typeof nutritionEntrySchema>;
export const nutritionListSchema = z.array(nutritionEntrySchema);

export const isQuickMeal = (meal: MealInput): meal is QuickMeal => !('items' in meal);

/**
 * The meal a quick log belongs to, from the local hour it is logged at:
 * 05-10 breakfast, 11-14 lunch, 17-21 dinner, any other hour a snack.
 */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 5 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 15) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}

/**
 * Stores both shapes alike: a quick meal becomes a meal of `quickType` holding one item named as the
 * quick meal (blank falls back to 'Quick Meal'), with `fat` moved to `macros.fats`.
 */
export function normalizeMeals(meals: readonly MealInput[], quickType: MealType): Meal[] {
  return meals.map((meal) => {
    if (!isQuickMeal(meal)) return meal;
    return {
      type: quickType,
      items: [
        {
          name: meal.name || QUICK_MEAL.name,
          calories: meal.calories,
          macros: { protein: meal.protein, carbs: meal.carbs, fats: meal.fat },
        },
      ],
    };
  });
}

// Sums of decimals (0.1 + 0.2) should read as people wrote them, not as binary floats.
const roundTo2 = (n: number) => Math.round(n * 100) / 100;

export function nutritionTotals(meals: readonly Meal[]): { calories: number; protein: number } {
  let calories = 0;
  let protein = 0;
  for (const meal of meals) {
    for (const item of meal.items) {
      calories += item.calories;
      protein += item.macros.protein;
    }
  }
  return { calories: roundTo2(calories), protein: roundTo2(protein) };
}
