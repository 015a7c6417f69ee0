import type { DayItem, NutritionDay } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import type { QueuedRequest } from '@/lib/offline/write-queue';
import { pendingItemId, withPendingWrites, type DiaryPreview } from './pending-diary';

const DATE = '2026-11-26';
const oats: DayItem = {
  _id: 'i1',
  name: 'Oats',
  foodId: 'usda-08120',
  grams: 40,
  calories: 150,
  macros: { protein: 5, carbs: 27, fats: 3 },
};

const day = (): NutritionDay => ({
  date: DATE,
  meals: [
    { type: 'breakfast', items: [oats] },
    { type: 'lunch', items: [] },
    { type: 'dinner', items: [] },
    { type: 'snack', items: [] },
  ],
  totals: { calories: 150, protein: 5, carbs: 27, fats: 3 },
  water: { ml: 500, targetMl: 2000 },
  targets: { calories: 2000, protein: 120, carbs: 250, fats: 70 },
});

let sequence = 0;
const entry = (
  preview: DiaryPreview | undefined,
  state: QueuedRequest['state'] = 'pending',
): QueuedRequest => ({
  id: `e${(sequence += 1)}`,
  method: 'POST',
  path: '/nutrition/days/x/items',
  body: {},
  idempotencyKey: `k${sequence}`,
  userId: 'u1',
  createdAt: sequence,
  label: 'Logged food',
  state,
  ...(preview ? { preview } : {}),
});

const banana = {
  name: 'Bananas, raw',
  foodId: 'usda-09040',
  grams: 118,
  calories: 105.2,
  macros: { protein: 1.3, carbs: 27, fats: null },
};

describe('withPendingWrites', () => {
  it('adds a food waiting on the device to its meal, marked, with the totals moved by its numbers', () => {
    const added = entry({ kind: 'add', date: DATE, meal: 'lunch', items: [banana] });
    const { day: shown, pending } = withPendingWrites(day(), [added]);
    const id = pendingItemId(added.id, 0);
    expect(shown.meals.find((meal) => meal.type === 'lunch')?.items).toEqual([{ ...banana, _id: id }]);
    expect(pending.get(id)).toBe('pending');
    // An unknown nutrient (null) adds nothing, as on the server.
    expect(shown.totals).toEqual({ calories: 255.2, protein: 6.3, carbs: 54, fats: 3 });
  });

  it('applies edits, deletes and water in order, and leaves other days and other writes alone', () => {
    const moved = { ...oats, grams: 80, calories: 300, macros: { protein: 10, carbs: 54, fats: 6 } };
    const { day: shown, pending } = withPendingWrites(day(), [
      entry({ kind: 'edit', date: DATE, id: 'i1', meal: 'snack', item: moved }),
      entry({ kind: 'water', date: DATE, ml: 750 }),
      entry({ kind: 'water', date: DATE, ml: 1000 }),
      entry({ kind: 'add', date: '2026-11-25', meal: 'lunch', items: [banana] }),
      entry(undefined),
    ]);
    expect(shown.meals.find((meal) => meal.type === 'breakfast')?.items).toEqual([]);
    expect(shown.meals.find((meal) => meal.type === 'snack')?.items).toEqual([moved]);
    expect(pending.get('i1')).toBe('pending');
    expect(shown.totals.calories).toBe(300);
    expect(shown.water).toEqual({ ml: 1000, targetMl: 2000 });

    const deleted = withPendingWrites(day(), [entry({ kind: 'delete', date: DATE, id: 'i1' })]);
    expect(deleted.day.meals.flatMap((meal) => meal.items)).toEqual([]);
    expect(deleted.day.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0 });
  });

  it('marks a food the server refused as not saved, and returns the day untouched when nothing applies', () => {
    const refused = entry({ kind: 'add', date: DATE, meal: 'dinner', items: [banana] }, 'refused');
    expect(withPendingWrites(day(), [refused]).pending.get(pendingItemId(refused.id, 0))).toBe('refused');
    const untouched = day();
    expect(withPendingWrites(untouched, []).day).toBe(untouched);
  });

  it('applies a write the server has only to a day fetched before its answer, unmarked, with the ids it gave', () => {
    const sent = {
      ...entry({ kind: 'add', date: DATE, meal: 'lunch', items: [banana] }, 'sent'),
      sentAt: 1_000,
      // The server's numbers, not the device's, and its id.
      answer: { ...banana, calories: 105, _id: 'i2' },
    };
    const deleted = { ...entry({ kind: 'delete', date: DATE, id: 'i1' }, 'sent'), sentAt: 1_000 };

    // The day on screen is older than the answers: it shows them, as saved, so Edit and Delete reach the server's
    // food (the device's own id would be a 404).
    const before = withPendingWrites(day(), [sent, deleted], 999);
    expect(before.day.meals.find((meal) => meal.type === 'lunch')?.items).toEqual([
      { ...banana, calories: 105, _id: 'i2' },
    ]);
    expect(before.day.totals.calories).toBe(105);
    expect(before.pending.size).toBe(0);

    // A day fetched after them has them already: applying them again would count the banana twice.
    const after = day();
    expect(withPendingWrites(after, [sent, deleted], 1_000).day).toBe(after);
    expect(withPendingWrites(after, [sent, deleted]).day).toBe(after);
  });

  it("shows every food of a sent saved meal or copy by the server's ids, and no food for an answer without them", () => {
    const stored = [
      { ...banana, _id: 'i2' },
      { ...oats, _id: 'i3' },
    ];
    const copied = {
      ...entry({ kind: 'add', date: DATE, meal: 'snack', items: [banana, oats] }, 'sent'),
      sentAt: 1_000,
      answer: { items: stored },
    };
    const shown = withPendingWrites(day(), [copied], 999).day;
    expect(shown.meals.find((meal) => meal.type === 'snack')?.items).toEqual(stored);

    const unreadable = { ...copied, answer: undefined };
    expect(withPendingWrites(day(), [unreadable], 999).day.meals.flatMap((meal) => meal.items)).toEqual([
      oats,
    ]);
  });
});
