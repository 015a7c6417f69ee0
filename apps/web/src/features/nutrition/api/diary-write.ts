import { useMemo } from 'react';
import type { z } from 'zod';
import type { NutritionDay } from '@momentum/shared';
import { queuedWrite, useWritesToShow, type Queued } from '@/lib/offline/sync';
import { useQueuedMutation, type QueuedMutationCallbacks } from '@/lib/offline/use-queued-mutation';
import type { QueueMethod } from '@/lib/offline/write-queue';
import { withPendingWrites, type DayWithPending, type DiaryPreview } from '../utils/pending-diary';
import { invalidateDiary } from './invalidate';

/**
 * A diary write through the device's queue (issue 19, decision 0022): stored first, sent at once or when the
 * network is back, with one Idempotency-Key for every attempt, so a replay never stores it twice. `preview` is
 * what the day shows meanwhile.
 */
export function diaryWrite<T>(
  request: { method: QueueMethod; path: string; body: unknown; label: string; preview?: DiaryPreview },
  schema?: z.ZodType<T>,
): Promise<T | Queued> {
  return queuedWrite(request, schema);
}

/** The mutation of a queued diary write: once the server has it, the diary and the dashboard are asked again. */
export const useDiaryWrite = <Input, Answer>(
  write: (input: Input) => Promise<Answer | Queued>,
  callbacks?: QueuedMutationCallbacks<Input, Answer>,
) => useQueuedMutation(write, invalidateDiary, callbacks);

/**
 * The day with the device's diary writes for it applied, and which foods still wait for the server. `fetchedAt`
 * is when the day was fetched (the query's `dataUpdatedAt`): a write sent after that still shows.
 */
export function useDayWithPending(
  day: NutritionDay | undefined,
  fetchedAt: number,
): DayWithPending | undefined {
  const entries = useWritesToShow();
  return useMemo(
    () => (day ? withPendingWrites(day, entries, fetchedAt) : undefined),
    [day, entries, fetchedAt],
  );
}
