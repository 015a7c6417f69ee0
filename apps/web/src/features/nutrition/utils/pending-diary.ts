import {
  dayItemSchema,
  loggedItemsSchema,
  MEAL_TYPES,
  totalsOf,
  type DayItem,
  type DayTotals,
  type MealType,
  type NutritionDay,
} from '@momentum/shared';
import type { QueuedRequest } from '@/lib/offline/write-queue';

/**
 * What a diary write waiting on the device (issue 19, decision 0022) changes on its day, kept with the queued
 * request (`preview`) so the day shows it at once, after a reload too, until the server has it.
 */
export type DiaryPreview =
  | { kind: 'add'; date: string; meal: MealType; items: Omit<DayItem, '_id'>[] }
  | { kind: 'edit'; date: string; id: string; meal: MealType; item: DayItem }
  | { kind: 'delete'; date: string; id: string }
  | { kind: 'water'; date: string; ml: number };

/** How a food on the day stands with the server: waiting to be sent, or refused (the header's list says why). */
export type PendingState = Exclude<QueuedRequest['state'], 'sent'>;

export type DayWithPending = { day: NutritionDay; pending: ReadonlyMap<string, PendingState> };

const KINDS = new Set(['add', 'edit', 'delete', 'water']);

function previewOf(entry: QueuedRequest): DiaryPreview | undefined {
  const preview = entry.preview as Partial<DiaryPreview> | undefined;
  if (typeof preview !== 'object' || preview === null) return undefined;
  return typeof preview.kind === 'string' && KINDS.has(preview.kind) ? (preview as DiaryPreview) : undefined;
}

/** The id a food added on the device has until the server gives it one. */
export const pendingItemId = (entryId: string, index: number) => `pending:${entryId}:${index}`;

/**
 * The foods the server stored for an add it has answered: the food (one logged) or `{ items }` (a saved meal, a
 * copy). Shown instead of the preview, so Edit and Delete name ids the server knows.
 */
function storedItems(answer: unknown): DayItem[] | undefined {
  const one = dayItemSchema.safeParse(answer);
  if (one.success) return [one.data];
  const many = loggedItemsSchema.safeParse(answer);
  return many.success ? many.data.items : undefined;
}

const plus = (a: DayTotals, b: DayTotals, sign: 1 | -1): DayTotals => ({
  calories: a.calories + sign * b.calories,
  protein: a.protein + sign * b.protein,
  carbs: a.carbs + sign * b.carbs,
  fats: a.fats + sign * b.fats,
});
const round = (totals: DayTotals): DayTotals => ({
  calories: Math.round(totals.calories * 10) / 10,
  protein: Math.round(totals.protein * 10) / 10,
  carbs: Math.round(totals.carbs * 10) / 10,
  fats: Math.round(totals.fats * 10) / 10,
});

/**
 * The day as the server will have it once the device's diary writes for it are sent, oldest first: foods added,
 * edited (portion, meal) or deleted, and the water set. The totals move by what changed, so they match the list.
 * `pending` names each food a write is still waiting for. A write just sent (`sent`) still applies to a day
 * fetched before the server's answer (`fetchedAt`, when the day was fetched), so the screen does not show the day
 * as it was while the new one is on its way.
 */
export function withPendingWrites(
  day: NutritionDay,
  entries: readonly QueuedRequest[],
  fetchedAt = Number.POSITIVE_INFINITY,
): DayWithPending {
  const pending = new Map<string, PendingState>();
  const meals = new Map<MealType, DayItem[]>(
    MEAL_TYPES.map((type) => [type, day.meals.find((meal) => meal.type === type)?.items ?? []]),
  );
  let totals = day.totals;
  let water = day.water;
  const take = (id: string): DayItem | undefined => {
    for (const [type, items] of meals) {
      const found = items.find((item) => item._id === id);
      if (found) {
        meals.set(
          type,
          items.filter((item) => item !== found),
        );
        totals = plus(totals, totalsOf([found]), -1);
        return found;
      }
    }
    return undefined;
  };
  const put = (meal: MealType, item: DayItem, state: QueuedRequest['state']) => {
    meals.set(meal, [...(meals.get(meal) ?? []), item]);
    totals = plus(totals, totalsOf([item]), 1);
    if (state !== 'sent') pending.set(item._id, state);
  };

  for (const entry of entries) {
    const preview = previewOf(entry);
    if (!preview || preview.date !== day.date) continue;
    // A write the server has is in any day fetched after its answer.
    if (entry.state === 'sent' && (entry.sentAt ?? 0) <= fetchedAt) continue;
    if (preview.kind === 'add' && entry.state === 'sent') {
      // Its preview's ids are the device's own: a food edited or deleted by one would not be found. An answer
      // without the foods (none of today's writes) shows nothing until the day fetched again brings them.
      for (const item of storedItems(entry.answer) ?? []) put(preview.meal, item, entry.state);
    } else if (preview.kind === 'add') {
      preview.items.forEach((item, index) =>
        put(preview.meal, { ...item, _id: pendingItemId(entry.id, index) }, entry.state),
      );
    } else if (preview.kind === 'edit') {
      if (take(preview.id)) put(preview.meal, preview.item, entry.state);
    } else if (preview.kind === 'delete') {
      take(preview.id);
    } else {
      water = { ...water, ml: preview.ml };
    }
  }
  if (pending.size === 0 && totals === day.totals && water === day.water) return { day, pending };
  return {
    day: {
      ...day,
      meals: day.meals.map((meal) => ({ type: meal.type, items: meals.get(meal.type) ?? [] })),
      totals: round(totals),
      water,
    },
    pending,
  };
}
