import { dayItemSchema, type DayItem, type LogFoodBody } from '@momentum/shared';
import { diaryWrite, useDiaryWrite } from './diary-write';

/** `item`: the food as the day shows it until the server has it (name and numbers computed on the device). */
type Input = LogFoodBody & { date: string; item: Omit<DayItem, '_id'> };

export function logFood({ date, item, ...body }: Input) {
  return diaryWrite(
    {
      method: 'POST',
      path: `/nutrition/days/${date}/items`,
      body,
      label: `Logged food: ${item.name}`,
      preview: { kind: 'add', date, meal: body.meal, items: [item] },
    },
    dayItemSchema,
  );
}

export const useLogFood = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useDiaryWrite(logFood, { onSuccess: () => onSuccess?.() });
