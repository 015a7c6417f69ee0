import type { FoodsTable } from '../../db/schema.js';
import { readReferenceFile } from '../../db/reference-data.js';

/** One food of USDA SR28 as shipped in reference-data/foods-usda-sr28.json (public domain). */
type FoodFileRow = {
  id: string;
  name: string;
  group: string;
  per100g: {
    kcal: number;
    protein?: number | null;
    fat?: number | null;
    carbs?: number | null;
    fiber?: number | null;
    sugars?: number | null;
    sodiumMg?: number | null;
    saturatedFat?: number | null;
  };
  portions?: { amount: number; unit: string; grams: number }[];
};

/** The id a built-in food has in the database and the API. */
export const usdaFoodId = (ndbNumber: string) => `usda-${ndbNumber}`;

/** "1 cup, sliced" for an amount of 1, "0.5 cup" otherwise. */
export const portionLabel = (amount: number, unit: string) => (amount === 1 ? unit : `${amount} ${unit}`);

/** The database rows of the shipped foods (a nutrient SR28 lacks stays null) and the file's hash. */
export function readFoodFile(now: string): { rows: FoodsTable[]; hash: string } {
  const { rows, hash } = readReferenceFile<FoodFileRow[]>('foods-usda-sr28.json');
  const known = (value: number | null | undefined) => value ?? null;
  return {
    hash,
    rows: rows.map((food) => ({
      id: usdaFoodId(food.id),
      owner_id: null,
      source: 'usda',
      name: food.name,
      food_group: food.group,
      barcode: null,
      kcal: food.per100g.kcal,
      protein: known(food.per100g.protein),
      carbs: known(food.per100g.carbs),
      fat: known(food.per100g.fat),
      fiber: known(food.per100g.fiber),
      sugars: known(food.per100g.sugars),
      sodium_mg: known(food.per100g.sodiumMg),
      saturated_fat: known(food.per100g.saturatedFat),
      portions: JSON.stringify(
        (food.portions ?? [])
          .filter((portion) => portion.grams > 0)
          .map((portion) => ({ label: portionLabel(portion.amount, portion.unit), grams: portion.grams })),
      ),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })),
  };
}
