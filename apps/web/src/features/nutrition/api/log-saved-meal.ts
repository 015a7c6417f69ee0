import { loggedItemsSchema, type MealType, type SavedMeal } from '@momentum/shared';
import { isQueued } from '@/lib/offline/sync';
import { toastError } from '@/lib/toasts';
import { diaryWrite, useDiaryWrite } from './diary-write';

type Input = { date: string; savedMeal: SavedMeal; meal: MealType };

export function logSavedMeal({ date, savedMeal, meal }: Input) {
  return diaryWrite(
    {
      method: 'POST',
      path: `/nutrition/days/${date}/saved-meals`,
      body: { savedMealId: savedMeal._id, meal },
      label: `Logged meal: ${savedMeal.name}`,
      preview: { kind: 'add', date, meal, items: savedMeal.items },
    },
    loggedItemsSchema,
  );
}

/** `onSuccess` is told whether the meal waits on the device (the queue says so itself). */
export const useLogSavedMeal = ({ onSuccess }: { onSuccess?: (queued: boolean) => void } = {}) =>
  useDiaryWrite(logSavedMeal, {
    onError: (error) => toastError(error, 'Could not log this meal. Please try again.'),
    onSuccess: (answer) => onSuccess?.(isQueued(answer)),
  });
