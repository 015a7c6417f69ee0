import type { DayItem } from '@momentum/shared';
import { toastError } from '@/lib/toasts';
import { diaryWrite, useDiaryWrite } from './diary-write';

/** Queued like the other diary writes: a replay that finds the food gone counts as done (write-queue.ts). */
export function deleteDiaryItem({ date, item }: { date: string; item: DayItem }) {
  return diaryWrite({
    method: 'DELETE',
    path: `/nutrition/days/${date}/items/${encodeURIComponent(item._id)}`,
    body: undefined,
    label: `Deleted food: ${item.name}`,
    preview: { kind: 'delete', date, id: item._id },
  });
}

export const useDeleteDiaryItem = () =>
  useDiaryWrite(deleteDiaryItem, {
    onError: (error) => toastError(error, 'Could not delete this food. Please try again.'),
  });
