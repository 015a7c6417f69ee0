import {
  nutritionBodySchema,
  type MealType,
  type NutritionBody,
  type NutritionEntry,
} from '@momentum/shared';

export type FoodFormValues = {
  type: MealType;
  name: string;
  calories: string;
  protein: string;
  carbs: string;
  fats: string;
};
export type FoodFormField = keyof FoodFormValues;

export const emptyFoodForm: FoodFormValues = {
  type: 'breakfast',
  name: '',
  calories: '',
  protein: '',
  carbs: '',
  fats: '',
};

// Spec §5: an empty number field counts as 0; anything typed must be a number.
const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export type FoodFormResult =
  { ok: true; body: NutritionBody } | { ok: false; errors: Partial<Record<FoodFormField, string>> };

/** One meal of one food for `date`, validated by the same schema as the API. */
export function parseFoodForm(values: FoodFormValues, date: string): FoodFormResult {
  const body = {
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
  const result = nutritionBodySchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: Partial<Record<FoodFormField, string>> = {};
  for (const issue of result.error.issues) {
    // meals.0.items.0.macros.protein -> protein; meals.0.type -> type
    const last = issue.path[issue.path.length - 1];
    const field = (typeof last === 'string' && last in emptyFoodForm ? last : 'name') as FoodFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export type NutritionDay = { date: string; totalCalories: number; entries: NutritionEntry[] };

/** Entries under their date, in the order the API lists them (newest date first). */
export function groupByDate(entries: readonly NutritionEntry[]): NutritionDay[] {
  const days: NutritionDay[] = [];
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
