import {
  MEAL_TYPES,
  nutritionBodySchema,
  type MealType,
  type NutritionBody,
  type NutritionEntry,
} from '@momentum/shared';
import { z } from 'zod';

const foodFormFields = z.object({
  type: z.enum(MEAL_TYPES),
  name: z.string(),
  calories: z.string(),
  protein: z.string(),
  carbs: z.string(),
  fats: z.string(),
});
export type FoodFormValues = z.infer<typeof foodFormFields>;
export type FoodFormField = keyof FoodFormValues;

export const emptyFoodForm: FoodFormValues = {
  type: 'breakfast',
  name: '',
  calories: '',
  protein: '',
  carbs: '',
  fats: '',
};

// Spec §5: an empty number field is sent as 0 (what the server stores for it); anything typed must be a number.
const amount = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** One meal of one food for `date`, as the API takes it. */
function foodBody(values: FoodFormValues, date: string): NutritionBody {
  return {
    date,
    meals: [
      {
        type: values.type,
        items: [
          {
            name: values.name,
            calories: amount(values.calories),
            macros: {
              protein: amount(values.protein),
              carbs: amount(values.carbs),
              fats: amount(values.fats),
            },
          },
        ],
      },
    ],
  };
}

/**
 * The Add Food form for `date`, checked by the API's schema; each message goes to the field it is about
 * (meals.0.items.0.macros.protein -> protein; meals.0.type -> type; the rest -> name).
 */
export const foodFormSchemaFor = (date: string) =>
  foodFormFields
    .superRefine((values, context) => {
      const result = nutritionBodySchema.safeParse(foodBody(values, date));
      for (const issue of result.error?.issues ?? []) {
        const last = issue.path[issue.path.length - 1];
        const field = typeof last === 'string' && last in emptyFoodForm ? last : 'name';
        context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    })
    .transform((values) => foodBody(values, date));

export type NutritionLogDay = { date: string; totalCalories: number; entries: NutritionEntry[] };

/** Entries under their date, in the order the API lists them (newest date first). */
export function groupByDate(entries: readonly NutritionEntry[]): NutritionLogDay[] {
  const days: NutritionLogDay[] = [];
  for (const entry of entries) {
    let day = days[days.length - 1];
    if (!day || day.date !== entry.date) {
      day = { date: entry.date, totalCalories: 0, entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
    day.totalCalories = Math.round((day.totalCalories + entry.totalCalories) * 100) / 100;
  }
  return days;
}

/** 'Oats, Banana' for an entry's foods; blank names are left out. */
export function foodNames(entry: NutritionEntry): string {
  return entry.meals
    .flatMap((meal) => meal.items.map((item) => item.name))
    .filter(Boolean)
    .join(', ');
}

export const mealLabel = (type: MealType) => type.charAt(0).toUpperCase() + type.slice(1);

export const formatKcal = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} kcal`;
