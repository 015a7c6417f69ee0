import { z } from 'zod';
import { fieldsFor } from './fields.js';
import { requiredTextSchema, searchWordsSchema } from './text.js';
import { FOOD_NAME_MAX } from './nutrition.js';
import { limitSchema, pageCursorSchema, pagedListSchema } from './paging.js';
import { idParamsSchema } from './path-params.js';

/**
 * The food database (issue 15): the USDA SR28 foods every user shares and each user's own foods, with
 * nutrients per 100 g and household portions. A nutrient the source does not give is null, never 0.
 */

export const FOOD_SOURCES = ['usda', 'custom'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

export const FOOD_SEARCH_MAX = 100;
export const FOOD_PAGE_DEFAULT = 20;
export const FOOD_PAGE_MAX = 50;
export const FOOD_PORTIONS_MAX = 20;
export const PORTION_LABEL_MAX = 80;
/** The most one logged item or one portion may weigh. */
export const ITEM_GRAMS_MAX = 5_000;
/** How many portions one item may be (1.5 cups, 12 almonds). */
export const PORTION_AMOUNT_MAX = 100;
export const BARCODE_PATTERN = /^\d{8,14}$/;
export const BARCODE_MESSAGE = 'Barcode must be 8 to 14 digits.';

export const NUTRIENT_KEYS = [
  'kcal',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugars',
  'sodiumMg',
  'saturatedFat',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** What 100 g can hold at most: pure fat is 900 kcal, table salt 38,758 mg of sodium. */
const PER_100G_MAX: Record<NutrientKey, number> = {
  kcal: 1_000,
  protein: 100,
  carbs: 100,
  fat: 100,
  fiber: 100,
  sugars: 100,
  sodiumMg: 40_000,
  saturatedFat: 100,
};
const NUTRIENT_LABEL: Record<NutrientKey, string> = {
  kcal: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
  sugars: 'Sugars',
  sodiumMg: 'Sodium',
  saturatedFat: 'Saturated fat',
};

/** The nutrients a food may leave unknown: every one but calories. */
type OptionalNutrientKey = Exclude<NutrientKey, 'kcal'>;
const OPTIONAL_NUTRIENT_KEYS = NUTRIENT_KEYS.filter((key) => key !== 'kcal') as OptionalNutrientKey[];

const nutrientsOutput = z.object({
  kcal: z.number(),
  ...fieldsFor(OPTIONAL_NUTRIENT_KEYS, () => z.number().nullable()),
});
export type Nutrients = z.infer<typeof nutrientsOutput>;

export const portionSchema = z.object({
  label: requiredTextSchema('Portion label', PORTION_LABEL_MAX),
  grams: z
    .number({ error: 'Portion grams must be a number.' })
    .gt(0, 'Portion grams must be more than 0.')
    .max(ITEM_GRAMS_MAX, `Portion grams must be at most ${ITEM_GRAMS_MAX}.`),
});
export type Portion = z.infer<typeof portionSchema>;

export const foodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  source: z.enum(FOOD_SOURCES),
  per100g: nutrientsOutput,
  portions: z.array(z.object({ label: z.string(), grams: z.number() })),
  barcode: z.string().nullable(),
});
export type Food = z.infer<typeof foodSchema>;

export const foodListQuerySchema = z.object({
  /** Words in any order, any case; a typo is forgiven. Blank lists the person's recent and own foods first. */
  q: searchWordsSchema(FOOD_SEARCH_MAX),
  /** Only the foods the person logged lately and their own foods (what the search shows before typing). */
  recent: z
    .enum(['true', 'false'], { error: 'recent must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  /** Only the person's own foods with this barcode (Scan Barcode). */
  barcode: z.string({ error: BARCODE_MESSAGE }).regex(BARCODE_PATTERN, BARCODE_MESSAGE).optional(),
  cursor: pageCursorSchema.optional(),
  limit: limitSchema(FOOD_PAGE_MAX, FOOD_PAGE_DEFAULT),
});
export type FoodListQuery = z.output<typeof foodListQuerySchema>;

export const foodListSchema = pagedListSchema(foodSchema);
export type FoodList = z.infer<typeof foodListSchema>;

const nutrient = (key: NutrientKey, max: number) =>
  z
    .number({ error: `${NUTRIENT_LABEL[key]} must be a number.` })
    .min(0, `${NUTRIENT_LABEL[key]} must be 0 or more.`)
    .max(max, `${NUTRIENT_LABEL[key]} must be at most ${max}.`);

/** Nutrients as typed: calories required, the others optional (left out or null: unknown). */
const nutrientsInput = (max: (key: NutrientKey) => number) =>
  z
    .object({
      kcal: nutrient('kcal', max('kcal')),
      ...fieldsFor(OPTIONAL_NUTRIENT_KEYS, (key) => nutrient(key, max(key)).nullable().optional()),
    })
    .strict();
type NutrientsInput = z.output<ReturnType<typeof nutrientsInput>>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A custom food as typed: nutrients per 100 g, or per serving with the serving's weight (turned into per 100 g,
 * and the serving added as a portion). The stored food always holds per-100 g values.
 */
export const foodBodySchema = z
  .object({
    name: requiredTextSchema('Name', FOOD_NAME_MAX),
    per100g: nutrientsInput((key) => PER_100G_MAX[key]).optional(),
    perServing: nutrientsInput((key) =>
      key === 'kcal' ? 20_000 : key === 'sodiumMg' ? 100_000 : ITEM_GRAMS_MAX,
    ).optional(),
    servingGrams: z
      .number({ error: 'Serving grams must be a number.' })
      .gt(0, 'Serving grams must be more than 0.')
      .max(ITEM_GRAMS_MAX, `Serving grams must be at most ${ITEM_GRAMS_MAX}.`)
      .optional(),
    portions: z
      .array(portionSchema)
      .max(FOOD_PORTIONS_MAX, `A food has at most ${FOOD_PORTIONS_MAX} portions.`)
      .optional(),
    barcode: z
      .string({ error: BARCODE_MESSAGE })
      .regex(BARCODE_PATTERN, BARCODE_MESSAGE)
      .nullable()
      .optional(),
  })
  .strict()
  .transform((body, ctx) => {
    let per100g: NutrientsInput | undefined = body.per100g;
    const portions = body.portions ?? [];
    if (body.per100g && (body.perServing || body.servingGrams !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['per100g'], message: 'Give per100g or perServing, not both.' });
      return z.NEVER;
    }
    if (!body.per100g) {
      if (!body.perServing) {
        ctx.addIssue({
          code: 'custom',
          path: ['per100g'],
          message: 'Give per100g, or perServing with servingGrams.',
        });
        return z.NEVER;
      }
      const grams = body.servingGrams;
      if (grams === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['servingGrams'],
          message: 'Serving grams is required with perServing.',
        });
        return z.NEVER;
      }
      const scaled: Record<string, number | null> = {};
      for (const key of NUTRIENT_KEYS) {
        const value = body.perServing[key];
        if (value === undefined || value === null) {
          scaled[key] = null;
          continue;
        }
        const per100 = round((value * 100) / grams, 3);
        if (per100 > PER_100G_MAX[key]) {
          ctx.addIssue({
            code: 'custom',
            path: ['perServing', key],
            message: `${NUTRIENT_LABEL[key]} is more than ${grams} g can hold.`,
          });
          return z.NEVER;
        }
        scaled[key] = per100;
      }
      per100g = scaled as NutrientsInput;
      if (!portions.some((portion) => portion.label === '1 serving')) {
        portions.unshift({ label: '1 serving', grams });
      }
    }
    const full = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, per100g![key] ?? null])) as Nutrients;
    return { name: body.name, per100g: full, portions, barcode: body.barcode ?? null };
  });
export type FoodBody = z.input<typeof foodBodySchema>;
export type FoodFields = z.output<typeof foodBodySchema>;

export const foodParamsSchema = idParamsSchema;
