import { todayIn, weekOf, type ActivityItem } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createDashboardRepository } from './dashboard.repository.js';

type Clock = () => Date;

// Sums of decimals (0.1 + 0.2) should read as people wrote them, not as binary floats.
const roundTo2 = (n: number) => Math.round(n * 100) / 100;

const MEAL_TITLE_NAMES = 2;

type StoredMeal = { type?: unknown; items?: Array<{ name?: unknown }> };

/**
 * 'Oatmeal, Banana +1 more' from the entry's food names; the meal type when none has a name. `meals`: the entry's
 * meals column as parsed (any value: a stored column is not trusted to hold the shape it should).
 */
export function mealTitle(meals: unknown): string {
  const list: StoredMeal[] = Array.isArray(meals) ? meals : [];
  const names = list
    .flatMap((meal) => (Array.isArray(meal?.items) ? meal.items : []))
    .map((item) => (typeof item?.name === 'string' ? item.name.trim() : ''))
    .filter((name) => name !== '');
  if (names.length > 0) {
    const shown = names.slice(0, MEAL_TITLE_NAMES).join(', ');
    return names.length > MEAL_TITLE_NAMES ? `${shown} +${names.length - MEAL_TITLE_NAMES} more` : shown;
  }
  const type = typeof list[0]?.type === 'string' ? list[0].type : '';
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Meal';
}

/**
 * The dashboard's weekly figures, latest weight and recent activity (DESIGN §5), in the caller's zone. "This week"
 * is the week of `now`: the clock's instant unless the caller gives one (the dashboard's parts give their
 * answer's, so one service serves every answer).
 */
export function createDashboardService(db: Db, clock: Clock = () => new Date()) {
  const repository = createDashboardRepository(db);
  const recentOfKind = createRecentOfKind(repository);

  // A week is a function of the local day: worked out once per zone and day (todayIn is kept per zone until its
  // midnight), not once per answer.
  let lastWeek: { today: string; timeZone: string; week: ReturnType<typeof weekOf> } | undefined;
  const currentWeek = (timeZone: string, now: Date) => {
    const today = todayIn(now, timeZone);
    if (lastWeek?.today !== today || lastWeek.timeZone !== timeZone)
      lastWeek = { today, timeZone, week: weekOf(now, timeZone) };
    return lastWeek.week;
  };

  return {
    /** Workouts that finished this week (Monday 00:00 to Monday 00:00 local) and what they burned. */
    async workoutsThisWeek(
      userId: string,
      timeZone: string,
      now = clock(),
    ): Promise<{ count: number; caloriesBurned: number }> {
      const week = currentWeek(timeZone, now);
      const totals = await repository.workoutTotals(userId, week.start.toISOString(), week.end.toISOString());
      return { count: totals.count, caloriesBurned: roundTo2(totals.calories) };
    },

    /** This week's nutrition sums as read, with the version they are at (so a known meal can be added). */
    nutritionSumsThisWeek(userId: string, timeZone: string, now = clock()): Promise<NutritionWeekSums> {
      const week = currentWeek(timeZone, now);
      return repository.nutritionTotals(userId, week.startDate, week.endDate);
    },

    /** withMealsInWeek over this week (the one the sums were read for: give the same `now`). */
    withMealsThisWeek(
      sums: NutritionWeekSums,
      fromVersion: number,
      meals: readonly MealTotals[],
      timeZone: string,
      now = clock(),
    ): NutritionWeekSums | undefined {
      return withMealsInWeek(sums, fromVersion, meals, currentWeek(timeZone, now));
    },

    latestWeight(userId: string): Promise<number | null> {
      return repository.latestWeight(userId);
    },

    /** The newest `limit` items of all three kinds together: each kind's newest `limit`, merged. */
    async recentActivity(userId: string, limit: number): Promise<ActivityItem[]> {
      const lists = await Promise.all(RECENT_KINDS.map((kind) => recentOfKind[kind](userId, limit)));
      return newestOf(lists, limit);
    },

    /** The newest `limit` items of one kind (each kind is read, and can be kept, on its own). */
    recentOfKind,
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The calories and protein of a week's nutrition entries as summed, unrounded (so adding a meal to them gives
 * what summing again would), and the person's nutrition version the sums were read at.
 */
export type NutritionWeekSums = { calories: number; protein: number; nutritionVersion: number };

/** A stored meal's calendar day and what it adds to the week's intake. */
type MealTotals = { date: string; totals: { calories: number; protein: number } };

/** The week's figures as the dashboard shows them. */
export const roundedNutrition = ({ calories, protein }: NutritionWeekSums) => ({
  calories: roundTo2(calories),
  protein: roundTo2(protein),
});

/**
 * The sums once `meals` are stored too: the meals took the nutrition versions after `fromVersion` one by one (a
 * route of added-meals.ts), and a meal dated outside [startDate, endDate) adds nothing. Undefined when the sums
 * are not at `fromVersion` (read after a meal had committed, they may hold it already): they must be read again.
 */
export function withMealsInWeek(
  sums: NutritionWeekSums,
  fromVersion: number,
  meals: readonly MealTotals[],
  { startDate, endDate }: { startDate: string; endDate: string },
): NutritionWeekSums | undefined {
  if (sums.nutritionVersion !== fromVersion) return undefined;
  let { calories, protein } = sums;
  for (const { date, totals } of meals) {
    if (date < startDate || date >= endDate) continue;
    calories += totals.calories;
    protein += totals.protein;
  }
  return { calories, protein, nutritionVersion: fromVersion + meals.length };
}

/** The kinds of recent activity, in the order ties between them are shown. */
export const RECENT_KINDS = ['workout', 'meal', 'weight'] as const;
export type RecentKind = (typeof RECENT_KINDS)[number];

/** The newest `limit` items of the lists together (each newest first, in RECENT_KINDS order). */
export function newestOf(lists: readonly (readonly ActivityItem[])[], limit: number): ActivityItem[] {
  const items = lists.flat();
  // ISO instants in UTC sort as text; the sort is stable, so ties keep workout, meal, weight order.
  items.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  return items.slice(0, limit);
}

/** A stored meal as the recent activity shows it. */
export function mealActivityItem(
  row: { id: string; meals: string; total_calories: number; created_at: string },
  meals: unknown = parseJsonColumn<unknown>(row.meals, []),
): ActivityItem {
  return {
    _id: row.id,
    type: 'meal',
    title: mealTitle(meals),
    timestamp: row.created_at,
    calories: row.total_calories,
  };
}

/**
 * The newest `limit` meals of `meals` (newest first) with `meal` added, in the order the recent meals are read:
 * by time, then by id (dashboard.repository.ts). The newest `limit` of a list with one more item are among the
 * newest `limit` of the list before and that item.
 *
 * A list that holds the meal already is answered as it is: a list kept at the version before the meal can have
 * been read after the meal committed (a request reads its version, then its data), so it may show the meal.
 */
export function withAddedMeal(meals: ActivityItem[], meal: ActivityItem, limit: number): ActivityItem[] {
  if (meals.some((item) => item._id === meal._id)) return meals;
  const newer = (a: ActivityItem, b: ActivityItem) =>
    a.timestamp > b.timestamp || (a.timestamp === b.timestamp && a._id > b._id);
  const at = meals.findIndex((item) => newer(meal, item));
  const added = at === -1 ? [...meals, meal] : [...meals.slice(0, at), meal, ...meals.slice(at)];
  return added.slice(0, limit);
}

function createRecentOfKind(
  repository: ReturnType<typeof createDashboardRepository>,
): Record<RecentKind, (userId: string, limit: number) => Promise<ActivityItem[]>> {
  return {
    workout: async (userId, limit) =>
      (await repository.recentWorkouts(userId, limit)).map((row) => ({
        _id: row.id,
        type: 'workout' as const,
        title: row.workout_type,
        timestamp: row.timestamp,
        caloriesBurned: row.calories_burned,
      })),
    meal: async (userId, limit) =>
      (await repository.recentMeals(userId, limit)).map((row) => mealActivityItem(row)),
    weight: async (userId, limit) =>
      (await repository.recentWeights(userId, limit)).map((row) => ({
        _id: row.id,
        type: 'weight' as const,
        title: 'Weight logged',
        timestamp: row.created_at,
        weight: row.weight_kg ?? 0,
      })),
  };
}
