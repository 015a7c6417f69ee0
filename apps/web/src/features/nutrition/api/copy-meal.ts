import { loggedItemsSchema, type DayItem, type MealType, type NutritionDay } from '@momentum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isQueued, type Queued } from '@/lib/offline/sync';
import { mealLabel } from '../utils/food-form';
import { diaryWrite, useDiaryWrite } from './diary-write';
import { nutritionKeys } from './keys';

type Input = { date: string; fromDate: string; fromMeal: MealType; toMeal: MealType };

/** `sourceItems`: the foods of the meal copied, when the device has that day, to show until the server has them. */
export function copyMeal({ date, ...body }: Input, sourceItems: DayItem[] = []) {
  return diaryWrite(
    {
      method: 'POST',
      path: `/nutrition/days/${date}/copy`,
      body,
      label: `Copied ${mealLabel(body.fromMeal).toLowerCase()} of ${body.fromDate}`,
      preview: {
        kind: 'add',
        date,
        meal: body.toMeal,
        items: sourceItems.map(({ _id: _ignored, ...item }) => item),
      },
    },
    loggedItemsSchema,
  );
}

/** `onSuccess` gets how many foods were copied, or `queued` when the copy waits on the device. */
export function useCopyMeal({ onSuccess }: { onSuccess?: (copied: number | 'queued') => void } = {}) {
  const queryClient = useQueryClient();
  const write = (input: Input) => {
    const from = queryClient.getQueryData<NutritionDay>(nutritionKeys.day(input.fromDate));
    return copyMeal(input, from?.meals.find((meal) => meal.type === input.fromMeal)?.items);
  };
  return useDiaryWrite(write, {
    onSuccess: (answer: { items: DayItem[] } | Queued) =>
      onSuccess?.(isQueued(answer) ? 'queued' : answer.items.length),
  });
}
