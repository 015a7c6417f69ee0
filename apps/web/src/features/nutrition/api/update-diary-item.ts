import { dayItemSchema, type DayItem, type MealType, type UpdateItemBody } from '@momentum/shared';
import { diaryWrite, useDiaryWrite } from './diary-write';

/** `item`: the food as it was, to show the change until the server has it. */
type Input = UpdateItemBody & { date: string; item: DayItem; meal: MealType };

/** The item with its new amount: its numbers scale with the grams, as the server computes them from the food. */
function edited(item: DayItem, body: UpdateItemBody): DayItem {
  const { portion: oldPortion, ...rest } = item;
  const newGrams =
    body.grams ??
    (body.portion && oldPortion && item.grams !== undefined
      ? (item.grams / oldPortion.amount) * body.portion.amount
      : undefined);
  if (newGrams === undefined || !item.grams) return item;
  const ratio = newGrams / item.grams;
  const scale = (value: number | null) => (value === null ? null : Math.round(value * ratio * 10) / 10);
  return {
    ...rest,
    ...(body.portion ? { portion: body.portion } : {}),
    grams: Math.round(newGrams * 10) / 10,
    calories: scale(item.calories) ?? 0,
    macros: {
      protein: scale(item.macros.protein),
      carbs: scale(item.macros.carbs),
      fats: scale(item.macros.fats),
    },
  };
}

export function updateDiaryItem({ date, item, ...body }: Input) {
  return diaryWrite(
    {
      method: 'PUT',
      path: `/nutrition/days/${date}/items/${encodeURIComponent(item._id)}`,
      body,
      label: `Changed food: ${item.name}`,
      preview: { kind: 'edit', date, id: item._id, meal: body.meal, item: edited(item, body) },
    },
    dayItemSchema,
  );
}

export const useUpdateDiaryItem = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useDiaryWrite(updateDiaryItem, { onSuccess: () => onSuccess?.() });
