import {
  SAVED_MEALS_MAX,
  totalsOf,
  type DayItem,
  type MealType,
  type SavedMeal,
  type SavedMealBody,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createFoodsRepository } from '../foods/foods.repository.js';
import { createDiaryService, measure, type FoodAmount } from './diary.service.js';
import { createSavedMealsRepository, type SavedMealRow } from './saved-meals.repository.js';

const SAVED_MEAL = 'That saved meal';

/** "Create Meal": named groups of foods with amounts, logged to a day in one step. */
export function createSavedMealsService(db: Db) {
  const repo = createSavedMealsRepository(db);
  const foods = createFoodsRepository(db);
  const diary = createDiaryService(db);

  const amountsOf = (row: SavedMealRow) => parseJsonColumn<FoodAmount[]>(row.items, []);

  /** The meals with each food's name and numbers as the food is now (a deleted own food still reads). */
  async function present(userId: string, rows: SavedMealRow[]): Promise<SavedMeal[]> {
    const ids = rows.flatMap((row) => amountsOf(row).map((amount) => amount.foodId));
    const byId = new Map((await foods.findUsable(userId, ids, true)).map((food) => [food.id, food]));
    return rows.map((row) => {
      const items = amountsOf(row).flatMap((amount) => {
        const food = byId.get(amount.foodId);
        if (!food) return [];
        const { grams, calories, macros } = measure(food, amount);
        const item: Omit<DayItem, '_id'> & { foodId: string; grams: number } = {
          name: food.name,
          foodId: food.id,
          grams,
          ...(amount.portion ? { portion: amount.portion } : {}),
          calories,
          macros,
        };
        return [item];
      });
      return { _id: row.id, name: row.name, items, totals: totalsOf(items) };
    });
  }

  /** Every food must be one the user may log, and every portion one the food has: else a 400 naming it. */
  async function checked(userId: string, body: SavedMealBody): Promise<string> {
    const byId = new Map(
      (
        await foods.findUsable(
          userId,
          body.items.map((item) => item.foodId),
        )
      ).map((food) => [food.id, food]),
    );
    body.items.forEach((item, index) => {
      const food = byId.get(item.foodId);
      // Someone else's food reads as an unknown one: a 404, as on every route.
      if (!food) throw notFound('That food');
      measure(food, item, `items.${index}.`);
    });
    return JSON.stringify(
      body.items.map((item) => ({
        foodId: item.foodId,
        ...(item.grams !== undefined ? { grams: item.grams } : {}),
        ...(item.portion ? { portion: item.portion } : {}),
      })),
    );
  }

  return {
    async list(userId: string): Promise<{ items: SavedMeal[]; nextCursor: null }> {
      return { items: await present(userId, await repo.list(userId, SAVED_MEALS_MAX)), nextCursor: null };
    },

    async create(userId: string, body: SavedMealBody): Promise<SavedMeal> {
      const now = nowIso();
      const row: SavedMealRow = {
        id: newId(),
        user_id: userId,
        name: body.name,
        items: await checked(userId, body),
        created_at: now,
        updated_at: now,
      };
      await repo.insert(row);
      return (await present(userId, [row]))[0]!;
    },

    async update(userId: string, id: string, body: SavedMealBody): Promise<SavedMeal> {
      const items = await checked(userId, body);
      if (!(await repo.update(userId, id, { name: body.name, items, updated_at: nowIso() }))) {
        throw notFound(SAVED_MEAL);
      }
      return (await present(userId, [(await repo.find(userId, id))!]))[0]!;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(SAVED_MEAL);
    },

    /** Logs every food of the saved meal to a meal of the day, in one transaction. */
    async log(
      userId: string,
      date: string,
      savedMealId: string,
      meal: MealType,
    ): Promise<{ items: DayItem[] }> {
      const row = await repo.find(userId, savedMealId);
      if (!row) throw notFound(SAVED_MEAL);
      return { items: await diary.logFoods(userId, date, meal, amountsOf(row)) };
    },
  };
}
