import { loggedItemsSchema, type MealType, type SavedMeal } from '@momentum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { isQueued } from '@/lib/offline/sync';
import { toastError } from '@/lib/toasts';
import { diaryWrite, useDiaryWrite } from './diary-write';
import { nutritionKeys } from './keys';

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

/**
 * `onSuccess` is told whether the meal waits on the device (the queue says so itself). A meal the server no longer
 * has (deleted on another device) leaves the list once the toast has said so.
 */
export function useLogSavedMeal({ onSuccess }: { onSuccess?: (queued: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useDiaryWrite(logSavedMeal, {
    onError: (error) => {
      toastError(error, 'Could not log this meal. Please try again.');
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: nutritionKeys.savedMeals });
      }
    },
    onSuccess: (answer) => onSuccess?.(isQueued(answer)),
  });
}
