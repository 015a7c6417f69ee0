import { QUICK_MEAL, type NutritionBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayLocalDate } from '@/utils/local-date';
import { JOIN_REFRESH } from '@/lib/offline/join-refresh';
import { sharedKeys } from '@/lib/query-keys';
import { dashboardKeys } from './keys';

/** The spec's Quick Meal (§9) for today, in the quick shape of POST /nutrition (§7). */
export function quickMealBody(date: string): NutritionBody {
  const { name, calories, protein, carbs, fat } = QUICK_MEAL;
  return { date, meals: [{ name, calories, protein, carbs, fat }] };
}

/**
 * Queued on the device and sent with an idempotency key (issue 19). The queue loads on the click, not with the
 * dashboard's first load.
 */
export async function logQuickMeal(date: string): Promise<'sent' | 'kept'> {
  const { isQueued, queuedWrite } = await import('@/lib/offline/sync');
  const answer = await queuedWrite({
    method: 'POST',
    path: '/nutrition',
    body: quickMealBody(date),
    label: 'Logged Quick Meal',
  });
  return isQueued(answer) ? 'kept' : 'sent';
}

/** Logs the Quick Meal; every dashboard figure, the streak and the nutrition list then refresh. */
export function useLogQuickMeal({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logQuickMeal(todayLocalDate()),
    networkMode: 'always',
    onSuccess: async (outcome) => {
      onSuccess?.();
      // Sent, the queue has asked the reads again: join that. Kept on the device, nothing was asked yet.
      const options = outcome === 'sent' ? JOIN_REFRESH : undefined;
      await Promise.all(
        [dashboardKeys.all, sharedKeys.nutrition].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }, options),
        ),
      );
    },
    onError,
  });
}
