import {
  localHourOf,
  mealTypeForHour,
  normalizeMeals,
  nutritionTotals,
  type Meal,
  type NutritionBodyParsed,
  type NutritionEntry,
} from '@momentum/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { DataVersions } from '../../db/data-versions-query.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import type { Page } from '../../lib/page-cursor.js';
import { createNutritionRepository, type NutritionEntryRow } from './nutrition.repository.js';

const ENTRY = 'That nutrition entry';

/** `meals`: the row's meals when the caller has them already (a write), else parsed from its JSON. */
function toEntryDto(row: NutritionEntryRow, meals = parseJsonColumn<Meal[]>(row.meals, [])): NutritionEntry {
  return { _id: row.id, date: row.date, meals, totalCalories: row.total_calories };
}

export function createNutritionService(database: Pick<DatabaseHandle, 'db' | 'writeThenRead'>) {
  const entries = createNutritionRepository(database);

  return {
    /** One page, newest first; `cursor` (from the previous page) asks for the next, older one. */
    async list(userId: string, limit: number, cursor?: string): Promise<Page<NutritionEntry>> {
      const page = await entries.listPage(userId, limit, cursor);
      return { items: page.items.map((row) => toEntryDto(row)), nextCursor: page.nextCursor };
    },

    /**
     * Both payload shapes are stored alike. A quick meal (the dashboard's Log Meal) is filed under the
     * meal of the hour it is logged at in the user's zone, so a 08:00 quick log reads as breakfast.
     * `committedVersions`: the owner's versions as this write committed them, where the insert read them.
     */
    async create(
      userId: string,
      body: NutritionBodyParsed,
      timeZone: string,
    ): Promise<{
      entry: NutritionEntry;
      row: NutritionEntryRow;
      committedVersions: DataVersions | undefined;
    }> {
      const now = nowIso();
      const meals = normalizeMeals(body.meals, mealTypeForHour(localHourOf(now, timeZone)));
      // The totals are denormalised so weekly intake and protein are sums over rows, not JSON parsing.
      const totals = nutritionTotals(meals);
      const row: NutritionEntryRow = {
        id: newId(),
        user_id: userId,
        date: body.date,
        meals: JSON.stringify(meals),
        total_calories: totals.calories,
        total_protein: totals.protein,
        created_at: now,
        diary_day: null,
      };
      const committedVersions = await entries.insert(row);
      // The meals as given, not parsed back from the text just made of them.
      return { entry: toEntryDto(row, meals), row, committedVersions };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await entries.delete(userId, id))) throw notFound(ENTRY);
    },
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
