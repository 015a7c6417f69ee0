import { waterSchema } from '@momentum/shared';
import { toastError } from '@/lib/toasts';
import { diaryWrite, useDiaryWrite } from './diary-write';

export function putWater({ date, ml }: { date: string; ml: number }) {
  return diaryWrite(
    {
      method: 'PUT',
      path: `/nutrition/days/${date}/water`,
      body: { ml },
      label: `Water: ${ml.toLocaleString('en-US')} ml`,
      preview: { kind: 'water', date, ml },
    },
    waterSchema,
  );
}

/** A tap is quiet when it stays on the device: the header's count and the amount shown say it already. */
export const usePutWater = () =>
  useDiaryWrite(putWater, {
    quiet: true,
    onError: (error) => toastError(error, 'Could not save your water. Please try again.'),
  });
