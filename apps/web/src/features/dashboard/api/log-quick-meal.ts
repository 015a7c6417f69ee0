import { QUICK_MEAL, type NutritionBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { todayLocalDate } from '@/utils/local-date';
import { AUTH_SUMMARY_KEY, dashboardKeys, NUTRITION_KEY } from './keys';

/** The spec's Quick Meal (§9) for today, in the quick shape of POST /nutrition (§7). */
export function quickMealBody(date: string): NutritionBody {
  const { name, calories, protein, carbs, fat } = QUICK_MEAL;
  return { date, meals: [{ name, calories, protein, carbs, fat }] };
}

export async function logQuickMeal(date: string): Promise<void> {
  await api.post('/nutrition', quickMealBody(date));
}

/** Logs the Quick Meal; every dashboard figure, the streak and the nutrition list then refresh. */
export function useLogQuickMeal({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logQuickMeal(todayLocalDate()),
    onSuccess: async () => {
      onSuccess?.();
      await Promise.all(
        [dashboardKeys.all, AUTH_SUMMARY_KEY, NUTRITION_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError,
  });
}
