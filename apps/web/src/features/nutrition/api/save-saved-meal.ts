import { savedMealSchema, type SavedMealBody } from '@momentum/shared';
import { diaryWrite, useDiaryWrite } from './diary-write';

/**
 * Creates a saved meal, or replaces one when `id` is given; through the device's queue, so it is kept offline
 * (the list shows it once the server has it; the header's list meanwhile).
 */
export function saveSavedMeal({ id, ...body }: SavedMealBody & { id?: string | undefined }) {
  return diaryWrite(
    id === undefined
      ? { method: 'POST', path: '/nutrition/saved-meals', body, label: `Saved meal: ${body.name}` }
      : {
          method: 'PUT',
          path: `/nutrition/saved-meals/${encodeURIComponent(id)}`,
          body,
          label: `Changed meal: ${body.name}`,
        },
    savedMealSchema,
  );
}

export const useSaveSavedMeal = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useDiaryWrite(saveSavedMeal, { onSuccess: () => onSuccess?.() });
