import type { Food, FoodFields, FoodList, FoodListQuery, Nutrients, Portion } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { parseJsonColumn } from '../../lib/json.js';
import { rankByName, wordsOf, type NameIndex } from '../../lib/name-search.js';
import { offsetPage } from '../../lib/page-cursor.js';
import { createFoodNameIndex } from './food-search.js';
import { createFoodsRepository, type FoodRow } from './foods.repository.js';

const FOOD = 'That food';
/** How far back "recent foods" reach, and how many of them come first. */
const RECENT_DAYS = 90;
const RECENT_MAX = 50;
/** Users whose own and recent foods are kept between searches, and for how long at most (the 90 days move on). */
const KEPT_USERS = 1_000;
const KEPT_MS = 10 * 60_000;

/** A person's own foods and recent foods, read once per data version (every keystroke of a search asks again). */
type UserFoods = {
  version: number | undefined;
  at: number;
  own: Searchable[];
  ownIndex: NameIndex<Searchable>;
  recentRank: Map<string, number>;
  /** The recent foods in the order last logged (read when first asked: only a search without words shows them). */
  recentFoods?: Promise<Food[]>;
};

export function portionsOf(row: FoodRow): Portion[] {
  const value = parseJsonColumn<unknown>(row.portions, []);
  return Array.isArray(value) ? (value as Portion[]) : [];
}

export function per100gOf(row: FoodRow): Nutrients {
  return {
    kcal: row.kcal,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugars: row.sugars,
    sodiumMg: row.sodium_mg,
    saturatedFat: row.saturated_fat,
  };
}

export function toFoodDto(row: FoodRow): Food {
  return {
    _id: row.id,
    name: row.name,
    source: row.owner_id === null ? 'usda' : 'custom',
    per100g: per100gOf(row),
    portions: portionsOf(row),
    barcode: row.barcode,
  };
}

type Searchable = Food & { group: string | null };
const searchable = (row: FoodRow): Searchable => ({ ...toFoodDto(row), group: row.food_group });
const withoutGroup = ({ group: _group, ...food }: Searchable): Food => food;
const byFoodName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

const nutrientColumns = (per100g: Nutrients) => ({
  kcal: per100g.kcal,
  protein: per100g.protein,
  carbs: per100g.carbs,
  fat: per100g.fat,
  fiber: per100g.fiber,
  sugars: per100g.sugars,
  sodium_mg: per100g.sodiumMg,
  saturated_fat: per100g.saturatedFat,
});

export function createFoodsService(db: Db) {
  const repo = createFoodsRepository(db);
  // The built-in foods only change when the server starts (syncFoodDatabase), so their index and their list by
  // name are built once.
  let builtIn: Promise<{ index: NameIndex<Searchable>; byName: Food[] }> | undefined;
  const library = () => {
    builtIn ??= repo.listBuiltIn().then((rows) => {
      const foods = rows.map(searchable);
      const byName = [...foods].sort(byFoodName).map(withoutGroup);
      return { index: createFoodNameIndex(foods), byName };
    });
    builtIn.catch(() => {
      builtIn = undefined;
    });
    return builtIn;
  };

  // Kept per user while their data version (decision 0008: moved by triggers on foods and nutrition_items, in the
  // writing transaction, on every instance) is the one their request was authenticated with.
  const kept = new Map<string, UserFoods>();
  const userFoods = async (userId: string, version: number | undefined): Promise<UserFoods> => {
    const cached = kept.get(userId);
    if (cached && version !== undefined && cached.version === version && Date.now() - cached.at < KEPT_MS) {
      return cached;
    }
    const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString();
    const [ownRows, recent] = await Promise.all([
      repo.listOwn(userId),
      repo.recentFoodIds(userId, since, RECENT_MAX),
    ]);
    const own = ownRows.map(searchable);
    const entry: UserFoods = {
      version,
      at: Date.now(),
      own,
      ownIndex: createFoodNameIndex(own),
      recentRank: new Map(recent.map((food, rank) => [food.foodId, rank])),
    };
    if (version !== undefined) {
      kept.delete(userId);
      kept.set(userId, entry);
      if (kept.size > KEPT_USERS) kept.delete(kept.keys().next().value!);
    }
    return entry;
  };
  const recentFoodsOf = (userId: string, foods: UserFoods): Promise<Food[]> =>
    (foods.recentFoods ??= repo
      .findUsable(userId, [...foods.recentRank.keys()])
      .then((rows) =>
        rows.sort((a, b) => foods.recentRank.get(a.id)! - foods.recentRank.get(b.id)!).map(toFoodDto),
      )
      .catch((error: unknown) => {
        foods.recentFoods = undefined; // asked again by the next search
        throw error;
      }));

  return {
    /**
     * The person's own foods and the foods they logged lately first (most recent first when nothing is typed),
     * then the database, each ranked by `q`; or, with `barcode`, only their own foods with that code.
     */
    async list(userId: string, query: FoodListQuery, dataVersion?: number): Promise<FoodList> {
      if (query.barcode !== undefined) {
        const rows = await repo.findOwnByBarcode(userId, query.barcode);
        return offsetPage(rows.map(toFoodDto), query.cursor, query.limit);
      }
      const [{ index, byName }, foods] = await Promise.all([library(), userFoods(userId, dataVersion)]);
      const { recentRank } = foods;
      const words = wordsOf(query.q ?? '');
      if (words.length === 0) {
        // Before typing: recent foods in the order last logged, then own foods, then (unless only those are
        // asked for) the database by name. Nothing is scored.
        const first = await recentFoodsOf(userId, foods);
        const own = foods.own
          .filter((food) => !recentRank.has(food._id))
          .map(withoutGroup)
          .sort(byFoodName);
        const rest = query.recent ? [] : byName.filter((food) => !recentRank.has(food._id));
        return offsetPage([...first, ...own, ...rest], query.cursor, query.limit);
      }
      const own = foods.ownIndex.score(words);
      const scored = [...own, ...index.score(words, { completeWhenAny: true })];
      // The person's own foods and the ones they logged lately come before the database's.
      const tier = (food: Searchable) => (recentRank.has(food._id) || food.source === 'custom' ? 0 : 1);
      let ranked = rankByName(scored, words, tier);
      if (query.recent) ranked = ranked.filter((food) => tier(food) === 0);
      const page = offsetPage(ranked, query.cursor, query.limit);
      return { items: page.items.map(withoutGroup), nextCursor: page.nextCursor };
    },

    async create(userId: string, fields: FoodFields): Promise<Food> {
      const row = await repo.insertOwn(userId, nowIso(), {
        source: 'custom',
        name: fields.name,
        food_group: null,
        barcode: fields.barcode,
        ...nutrientColumns(fields.per100g),
        portions: JSON.stringify(fields.portions),
      });
      return toFoodDto(row);
    },

    /** Replaces the person's own food; logged items keep the numbers they were logged with. */
    async update(userId: string, id: string, fields: FoodFields): Promise<Food> {
      const row = await repo.changeOwn(userId, id, {
        name: fields.name,
        barcode: fields.barcode,
        ...nutrientColumns(fields.per100g),
        portions: JSON.stringify(fields.portions),
        updated_at: nowIso(),
      });
      if (!row) throw notFound(FOOD);
      return toFoodDto(row);
    },

    /** Hides the food from search; what was logged or saved with it keeps its name and numbers. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.removeOwn(userId, id, nowIso()))) throw notFound(FOOD);
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;
