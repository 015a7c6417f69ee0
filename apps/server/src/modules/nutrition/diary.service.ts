import {
  gramsOf,
  itemNumbers,
  ITEM_GRAMS_MAX,
  MEAL_TYPES,
  mealOrder,
  nutritionTotals,
  round1,
  totalsOf,
  WEEKLY_AVERAGE_DAYS,
  type DayItem,
  type LogFoodBody,
  type Meal,
  type MealType,
  type NutritionDay,
  type PortionChoice,
  type UpdateItemBody,
  type Water,
  type WeeklyAverages,
} from '@momentum/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NutritionItemsTable } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createFoodsRepository, type FoodRow } from '../foods/foods.repository.js';
import { per100gOf, portionsOf } from '../foods/foods.service.js';
import { createDiaryRepository, type NutritionItemRow } from './diary.repository.js';
import type { NutritionEntryRow } from './nutrition.repository.js';
import { createTargetsService } from './targets.service.js';

const ITEM = 'That food item';
const FOOD = 'That food';

/** An amount of a food, as logged or saved: grams, or an amount of one of its portions. */
export type FoodAmount = { foodId: string; grams?: number | undefined; portion?: PortionChoice | undefined };

/**
 * Items typed by hand through the spec's POST /api/nutrition live in their entry's meals JSON; the day view
 * names each by its place there: `<entry id>.<meal index>.<item index>`.
 */
const legacyId = (entryId: string, meal: number, item: number) => `${entryId}.${meal}.${item}`;
function parseLegacyId(id: string): { entryId: string; meal: number; item: number } | undefined {
  const match = /^(.+)\.(\d{1,3})\.(\d{1,3})$/.exec(id);
  return match ? { entryId: match[1]!, meal: Number(match[2]), item: Number(match[3]) } : undefined;
}

export function toDayItem(row: NutritionItemRow): DayItem {
  return {
    _id: row.id,
    name: row.name,
    ...(row.food_id !== null ? { foodId: row.food_id } : {}),
    ...(row.grams !== null ? { grams: row.grams } : {}),
    ...(row.portion_label !== null && row.portion_amount !== null
      ? { portion: { label: row.portion_label, amount: row.portion_amount } }
      : {}),
    calories: row.calories,
    macros: { protein: row.protein, carbs: row.carbs, fats: row.fats },
  };
}

/** Grams and numbers of an amount of a food; a portion the food lacks or too many grams is a 400. */
export function measure(food: FoodRow, amount: Omit<FoodAmount, 'foodId'>, field = '') {
  const grams = gramsOf(amount, portionsOf(food));
  if (typeof grams !== 'number') {
    const message = `${food.name} has no portion '${grams.missing}'.`;
    throw badRequest(message, { [`${field}portion.label`]: message });
  }
  if (grams > ITEM_GRAMS_MAX) {
    const message = `That is ${grams} g; an item holds at most ${ITEM_GRAMS_MAX} g.`;
    throw badRequest(message, { [`${field}portion.amount`]: message });
  }
  return { grams, ...itemNumbers(per100gOf(food), grams) };
}

/** The row of a food logged to a meal of a day. */
function itemRow(
  userId: string,
  entryId: string,
  date: string,
  meal: MealType,
  food: FoodRow,
  amount: Omit<FoodAmount, 'foodId'>,
  createdAt: string,
): Insertable<NutritionItemsTable> {
  return {
    id: newId(),
    entry_id: entryId,
    user_id: userId,
    date,
    meal,
    name: food.name,
    food_id: food.id,
    ...amountColumns({ ...measure(food, amount), portion: amount.portion }),
    created_at: createdAt,
  };
}

/** An item's amount and numbers as the columns that store them (a logged, changed or copied item). */
function amountColumns(item: {
  grams?: number | undefined;
  portion?: PortionChoice | undefined;
  calories: number;
  macros: { protein: number | null; carbs: number | null; fats: number | null };
}) {
  return {
    grams: item.grams ?? null,
    portion_label: item.portion?.label ?? null,
    portion_amount: item.portion?.amount ?? null,
    calories: item.calories,
    protein: item.macros.protein,
    carbs: item.macros.carbs,
    fats: item.macros.fats,
  };
}

const legacyMeals = (entry: NutritionEntryRow) => parseJsonColumn<Meal[]>(entry.meals, []);

export function createDiaryService(db: Db) {
  const targets = createTargetsService(db);

  /** Makes the day's diary entry's meals JSON and totals equal its items again; an empty one goes. */
  async function syncDiaryEntry(trx: Db, userId: string, entryId: string): Promise<void> {
    const diary = createDiaryRepository(trx);
    const items = await diary.itemsOfEntry(entryId);
    if (items.length === 0) {
      await diary.deleteEntry(userId, entryId);
      return;
    }
    const meals: Meal[] = [];
    for (const type of MEAL_TYPES) {
      const of = items.filter((item) => item.meal === type);
      if (of.length === 0) continue;
      meals.push({
        type,
        items: of.map((item) => ({
          name: item.name,
          calories: item.calories,
          macros: { protein: item.protein ?? 0, carbs: item.carbs ?? 0, fats: item.fats ?? 0 },
        })),
      });
    }
    const totals = nutritionTotals(meals);
    await diary.updateEntry(userId, entryId, {
      meals: JSON.stringify(meals),
      total_calories: totals.calories,
      total_protein: totals.protein,
    });
  }

  /** Rewrites a hand-typed entry's meals; an entry left with no item goes. */
  async function rewriteLegacy(
    trx: Db,
    userId: string,
    entry: NutritionEntryRow,
    meals: Meal[],
  ): Promise<void> {
    const diary = createDiaryRepository(trx);
    const kept = meals.filter((meal) => meal.items.length > 0);
    if (kept.length === 0) {
      await diary.deleteEntry(userId, entry.id);
      return;
    }
    const totals = nutritionTotals(kept);
    await diary.updateEntry(userId, entry.id, {
      meals: JSON.stringify(kept),
      total_calories: totals.calories,
      total_protein: totals.protein,
    });
  }

  async function findLegacy(trx: Db, userId: string, date: string, id: string) {
    const ref = parseLegacyId(id);
    if (!ref) return undefined;
    const entry = await createDiaryRepository(trx).findEntry(userId, date, ref.entryId);
    if (!entry || entry.diary_day !== null) return undefined;
    const meals = legacyMeals(entry);
    const item = meals[ref.meal]?.items[ref.item];
    return item ? { entry, meals, ref, item } : undefined;
  }

  /** Foods the user may log (built-in or their own), by id; an unknown or someone else's is a 404. */
  async function usableFoods(trx: Db, userId: string, ids: readonly string[], includeDeleted = false) {
    const rows = await createFoodsRepository(trx).findUsable(userId, ids, includeDeleted);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return (id: string) => {
      const food = byId.get(id);
      if (!food) throw notFound(FOOD);
      return food;
    };
  }

  /** Logs amounts of foods to a meal of a day in one transaction; the logged items, in order. */
  async function logFoods(userId: string, date: string, meal: MealType, amounts: readonly FoodAmount[]) {
    return db.transaction().execute(async (trx) => {
      const diary = createDiaryRepository(trx);
      const food = await usableFoods(
        trx,
        userId,
        amounts.map((amount) => amount.foodId),
      );
      const entryId = await diary.diaryEntryId(userId, date);
      const base = Date.now();
      // Distinct instants keep the order of a group of foods logged at once.
      const rows = amounts.map((amount, index) =>
        itemRow(
          userId,
          entryId,
          date,
          meal,
          food(amount.foodId),
          amount,
          new Date(base + index).toISOString(),
        ),
      );
      await diary.insertItems(rows);
      await syncDiaryEntry(trx, userId, entryId);
      return rows.map((row) => toDayItem(row as NutritionItemRow));
    });
  }

  return {
    logFoods,

    /** A whole day in one answer: every meal with its items (hand-typed ones included), totals, water, targets. */
    async day(userId: string, date: string): Promise<NutritionDay> {
      const diary = createDiaryRepository(db);
      const [entries, items, water, target] = await Promise.all([
        diary.entriesOfDay(userId, date),
        diary.itemsOfDay(userId, date),
        diary.findWater(userId, date),
        targets.get(userId),
      ]);
      const byMeal = new Map<MealType, DayItem[]>(MEAL_TYPES.map((type) => [type, []]));
      for (const entry of entries) {
        if (entry.diary_day !== null) continue;
        legacyMeals(entry).forEach((meal, m) =>
          meal.items.forEach((item, i) =>
            byMeal.get(meal.type)?.push({ _id: legacyId(entry.id, m, i), ...item }),
          ),
        );
      }
      for (const item of items) byMeal.get(item.meal as MealType)?.push(toDayItem(item));
      const meals = MEAL_TYPES.map((type) => ({ type, items: byMeal.get(type)! }));
      return {
        date,
        meals,
        totals: totalsOf(meals.flatMap((meal) => meal.items)),
        water: { ml: water ?? 0, targetMl: target.waterMl },
        targets: {
          calories: target.calories,
          protein: target.protein,
          carbs: target.carbs,
          fats: target.fats,
        },
      };
    },

    async logFood(userId: string, date: string, body: LogFoodBody): Promise<DayItem> {
      const [item] = await logFoods(userId, date, body.meal, [body]);
      return item!;
    },

    /** Moves an item to another meal and/or weighs it anew (numbers recomputed from its food). */
    async updateItem(userId: string, date: string, id: string, body: UpdateItemBody): Promise<DayItem> {
      return db.transaction().execute(async (trx) => {
        const diary = createDiaryRepository(trx);
        const row = await diary.findItem(userId, date, id);
        if (!row) {
          const legacy = await findLegacy(trx, userId, date, id);
          if (!legacy) throw notFound(ITEM);
          if (body.grams !== undefined || body.portion !== undefined) {
            const message = 'This food was typed by hand: it has no weight to change.';
            throw badRequest(message, { [body.grams !== undefined ? 'grams' : 'portion']: message });
          }
          const { entry, meals, ref, item } = legacy;
          const target = body.meal!;
          if (meals[ref.meal]!.type === target) return { _id: id, ...item };
          meals[ref.meal]!.items.splice(ref.item, 1);
          const into = meals.find((meal) => meal.type === target);
          if (into) into.items.push(item);
          else meals.push({ type: target, items: [item] });
          meals.sort((a, b) => mealOrder(a.type) - mealOrder(b.type));
          await rewriteLegacy(trx, userId, entry, meals);
          const kept = meals.filter((meal) => meal.items.length > 0);
          const m = kept.findIndex((meal) => meal.type === target);
          return { _id: legacyId(entry.id, m, kept[m]!.items.length - 1), ...item };
        }
        const updated: NutritionItemRow = { ...row, meal: body.meal ?? row.meal };
        if (body.grams !== undefined || body.portion !== undefined) {
          if (row.food_id === null) {
            const message = 'This food was typed by hand: it has no weight to change.';
            throw badRequest(message, { grams: message });
          }
          const food = (await usableFoods(trx, userId, [row.food_id], true))(row.food_id);
          Object.assign(updated, amountColumns({ ...measure(food, body), portion: body.portion }));
        }
        const { id: _id, entry_id: _entry, user_id: _user, created_at: _created, ...set } = updated;
        await diary.updateItem(userId, id, set);
        await syncDiaryEntry(trx, userId, row.entry_id);
        return toDayItem(updated);
      });
    },

    async deleteItem(userId: string, date: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const diary = createDiaryRepository(trx);
        const row = await diary.findItem(userId, date, id);
        if (row) {
          await diary.deleteItem(userId, id);
          await syncDiaryEntry(trx, userId, row.entry_id);
          return;
        }
        const legacy = await findLegacy(trx, userId, date, id);
        if (!legacy) throw notFound(ITEM);
        legacy.meals[legacy.ref.meal]!.items.splice(legacy.ref.item, 1);
        await rewriteLegacy(trx, userId, legacy.entry, legacy.meals);
      });
    },

    /** Copies every item of one meal of a day (hand-typed ones too) into a meal of `date`, numbers as they were. */
    async copyMeal(
      userId: string,
      date: string,
      body: { fromDate: string; fromMeal: MealType; toMeal?: MealType | undefined },
    ): Promise<{ items: DayItem[] }> {
      const source = await this.day(userId, body.fromDate);
      const items = source.meals.find((meal) => meal.type === body.fromMeal)?.items ?? [];
      const meal = body.toMeal ?? body.fromMeal;
      if (items.length === 0) return { items: [] };
      return db.transaction().execute(async (trx) => {
        const diary = createDiaryRepository(trx);
        const entryId = await diary.diaryEntryId(userId, date);
        const base = Date.now();
        const rows: NutritionItemRow[] = items.map((item, index) => ({
          id: newId(),
          entry_id: entryId,
          user_id: userId,
          date,
          meal,
          name: item.name,
          food_id: item.foodId ?? null,
          ...amountColumns(item),
          created_at: new Date(base + index).toISOString(),
        }));
        await diary.insertItems(rows);
        await syncDiaryEntry(trx, userId, entryId);
        return { items: rows.map(toDayItem) };
      });
    },

    async putWater(userId: string, date: string, ml: number): Promise<Water> {
      await createDiaryRepository(db).putWater(userId, date, ml);
      return { date, ml, targetMl: (await targets.get(userId)).waterMl };
    },

    /** Averages over the last 7 days up to `to` that hold any food (days with nothing logged do not count). */
    async weeklyAverages(userId: string, to: string): Promise<WeeklyAverages> {
      const rows = await createDiaryRepository(db).lastLoggedDays(userId, to, WEEKLY_AVERAGE_DAYS);
      const days = new Set(rows.map((row) => row.date)).size;
      const totals = totalsOf(
        rows.flatMap((row) => parseJsonColumn<Meal[]>(row.meals, []).flatMap((meal) => meal.items)),
      );
      const average = (sum: number) => (days === 0 ? 0 : round1(sum / days));
      return {
        days,
        calories: average(totals.calories),
        protein: average(totals.protein),
        carbs: average(totals.carbs),
        fats: average(totals.fats),
      };
    },
  };
}
export type DiaryService = ReturnType<typeof createDiaryService>;
