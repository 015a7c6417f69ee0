import { z } from 'zod';
import { requiredTextSchema } from './text.js';
import { pagedListSchema } from './paging.js';
import { idParamsSchema } from './path-params.js';
import {
  ITEM_GRAMS_MAX,
  PORTION_AMOUNT_MAX,
  PORTION_LABEL_MAX,
  type Nutrients,
  type Portion,
} from './foods.js';
import { ITEMS_PER_MEAL_MAX, MEAL_TYPES, mealTypeSchema, type MealType } from './nutrition.js';
import { isCalendarDate } from './time.js';

/**
 * The food diary (issue 15): a day's meals of logged foods, water, and daily targets. Logged foods are rows
 * whose numbers are computed from the food and the weight when logged; a day also shows what the spec's
 * POST /api/nutrition stored for it.
 */

export const WATER_ML_MAX = 10_000;
export const TARGET_CALORIES_MAX = 20_000;
export const TARGET_GRAMS_MAX = 2_000;
export const SAVED_MEAL_NAME_MAX = 80;
export const SAVED_MEALS_MAX = 200;
export const WEEKLY_AVERAGE_DAYS = 7;

export const DAY_MESSAGE = 'date must be a real day (YYYY-MM-DD).';
export const daySchema = z
  .string({ error: DAY_MESSAGE })
  .refine((value) => isCalendarDate(value), DAY_MESSAGE)
  .meta({ examples: ['2026-11-23'] });

export const dayParamsSchema = z.object({ date: daySchema });
export const dayItemParamsSchema = z.object({ date: daySchema, id: z.string().min(1).max(200) });

const gramsSchema = z
  .number({ error: 'grams must be a number.' })
  .gt(0, 'grams must be more than 0.')
  .max(ITEM_GRAMS_MAX, `grams must be at most ${ITEM_GRAMS_MAX}.`);

export const portionChoiceSchema = z
  .object({
    label: z
      .string({ error: 'Portion label must be text.' })
      .min(1, 'Portion label is required.')
      .max(PORTION_LABEL_MAX, `Portion label must be at most ${PORTION_LABEL_MAX} characters.`),
    amount: z
      .number({ error: 'Portion amount must be a number.' })
      .gt(0, 'Portion amount must be more than 0.')
      .max(PORTION_AMOUNT_MAX, `Portion amount must be at most ${PORTION_AMOUNT_MAX}.`),
  })
  .strict();
export type PortionChoice = z.infer<typeof portionChoiceSchema>;

/** How much of a food: grams, or an amount of one of its portions. */
const amountFields = { grams: gramsSchema.optional(), portion: portionChoiceSchema.optional() };
type AmountFields = { grams?: number | undefined; portion?: PortionChoice | undefined };

function oneAmount(body: AmountFields, ctx: z.RefinementCtx, required: boolean) {
  if (body.grams !== undefined && body.portion !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['grams'], message: 'Give grams or portion, not both.' });
  } else if (required && body.grams === undefined && body.portion === undefined) {
    ctx.addIssue({ code: 'custom', path: ['grams'], message: 'Give grams or a portion.' });
  }
}

const foodIdSchema = z.string({ error: 'foodId is required.' }).min(1, 'foodId is required.').max(100);

export const logFoodBodySchema = z
  .object({ foodId: foodIdSchema, meal: mealTypeSchema, ...amountFields })
  .strict()
  .superRefine((body, ctx) => oneAmount(body, ctx, true));
export type LogFoodBody = z.infer<typeof logFoodBodySchema>;

export const updateItemBodySchema = z
  .object({ meal: mealTypeSchema.optional(), ...amountFields })
  .strict()
  .superRefine((body, ctx) => {
    oneAmount(body, ctx, false);
    if (body.meal === undefined && body.grams === undefined && body.portion === undefined) {
      ctx.addIssue({ code: 'custom', path: ['meal'], message: 'Give a meal, grams or a portion to change.' });
    }
  });
export type UpdateItemBody = z.infer<typeof updateItemBodySchema>;

const macrosOut = z.object({
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fats: z.number().nullable(),
});

export const dayItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  foodId: z.string().optional(),
  grams: z.number().optional(),
  /** The household portion it was logged with, when one was. */
  portion: z.object({ label: z.string(), amount: z.number() }).optional(),
  calories: z.number(),
  /** null: the food does not give that nutrient. */
  macros: macrosOut,
});
export type DayItem = z.infer<typeof dayItemSchema>;

export const dayTotalsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
});
export type DayTotals = z.infer<typeof dayTotalsSchema>;

export const daySchemaOut = z.object({
  date: z.string(),
  meals: z.array(z.object({ type: z.enum(MEAL_TYPES), items: z.array(dayItemSchema) })),
  totals: dayTotalsSchema,
  water: z.object({ ml: z.number(), targetMl: z.number() }),
  targets: dayTotalsSchema,
});
export type NutritionDay = z.infer<typeof daySchemaOut>;

export const waterBodySchema = z
  .object({
    ml: z
      .number({ error: 'ml must be a number.' })
      .int('ml must be a whole number.')
      .min(0, 'ml must be 0 or more.')
      .max(WATER_ML_MAX, `ml must be at most ${WATER_ML_MAX}.`),
  })
  .strict();
export const waterSchema = z.object({ date: z.string(), ml: z.number(), targetMl: z.number() });
export type Water = z.infer<typeof waterSchema>;

const target = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${max}.`);

export const targetsBodySchema = z
  .object({
    calories: target('calories', TARGET_CALORIES_MAX),
    protein: target('protein', TARGET_GRAMS_MAX),
    carbs: target('carbs', TARGET_GRAMS_MAX),
    fats: target('fats', TARGET_GRAMS_MAX),
    waterMl: target('waterMl', WATER_ML_MAX),
  })
  .strict();
export const targetsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  waterMl: z.number(),
});
export type NutritionTargets = z.infer<typeof targetsSchema>;

/** Saved meals ("Create Meal"): a named group of foods with amounts, logged in one step. */
export const savedMealItemBodySchema = z
  .object({ foodId: foodIdSchema, ...amountFields })
  .strict()
  .superRefine((body, ctx) => oneAmount(body, ctx, true));

export const savedMealBodySchema = z
  .object({
    name: requiredTextSchema('Name', SAVED_MEAL_NAME_MAX),
    items: z
      .array(savedMealItemBodySchema, { error: 'items must be a list.' })
      .min(1, 'A meal needs at least one food.')
      .max(ITEMS_PER_MEAL_MAX, `A meal holds at most ${ITEMS_PER_MEAL_MAX} foods.`),
  })
  .strict();
export type SavedMealBody = z.infer<typeof savedMealBodySchema>;

export const savedMealSchema = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(dayItemSchema.omit({ _id: true }).extend({ foodId: z.string(), grams: z.number() })),
  totals: dayTotalsSchema,
});
export type SavedMeal = z.infer<typeof savedMealSchema>;
export const savedMealListSchema = pagedListSchema(savedMealSchema);
export const savedMealParamsSchema = idParamsSchema;

export const logSavedMealBodySchema = z
  .object({
    savedMealId: z.string({ error: 'savedMealId is required.' }).min(1, 'savedMealId is required.').max(100),
    meal: mealTypeSchema,
  })
  .strict();

/** Copies the foods of one meal of an earlier day ("copy yesterday's breakfast") into a meal of this day. */
export const copyMealBodySchema = z
  .object({
    fromDate: daySchema,
    fromMeal: mealTypeSchema,
    /** The meal to copy into; the same meal when left out. */
    toMeal: mealTypeSchema.optional(),
  })
  .strict();

export const loggedItemsSchema = z.object({ items: z.array(dayItemSchema) });

export const averagesQuerySchema = z.object({ to: daySchema });
export const weeklyAveragesSchema = z.object({
  /** How many logged days the averages are over (at most 7). */
  days: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
});
export type WeeklyAverages = z.infer<typeof weeklyAveragesSchema>;

/** Rounded the way every figure of the diary is shown and stored: one decimal. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** The grams an amount names: grams as given, or the portion's weight times the amount. */
export function gramsOf(amount: AmountFields, portions: readonly Portion[]): number | { missing: string } {
  if (amount.grams !== undefined) return amount.grams;
  const choice = amount.portion!;
  const portion = portions.find((candidate) => candidate.label === choice.label);
  if (!portion) return { missing: choice.label };
  return round1(portion.grams * choice.amount);
}

/** An item's numbers from the food's per-100 g values: an unknown nutrient stays null. */
export function itemNumbers(per100g: Nutrients, grams: number): Pick<DayItem, 'calories' | 'macros'> {
  const of = (value: number | null) => (value === null ? null : round1((value * grams) / 100));
  return {
    calories: round1((per100g.kcal * grams) / 100),
    macros: { protein: of(per100g.protein), carbs: of(per100g.carbs), fats: of(per100g.fat) },
  };
}

/** Sums of items; an unknown nutrient adds nothing. */
export function totalsOf(items: readonly Pick<DayItem, 'calories' | 'macros'>[]): DayTotals {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fats = 0;
  for (const item of items) {
    calories += item.calories;
    protein += item.macros.protein ?? 0;
    carbs += item.macros.carbs ?? 0;
    fats += item.macros.fats ?? 0;
  }
  return { calories: round1(calories), protein: round1(protein), carbs: round1(carbs), fats: round1(fats) };
}

export const mealOrder = (type: MealType) => MEAL_TYPES.indexOf(type);
