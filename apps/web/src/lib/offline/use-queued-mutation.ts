import { useMutation, useQueryClient, type InvalidateOptions, type QueryClient } from '@tanstack/react-query';
import { JOIN_REFRESH } from './join-refresh';
import { announceQueued, isQueued, type Queued } from './sync';

export type QueuedMutationCallbacks<Input, Answer> = {
  onSuccess?: (answer: Answer | Queued, input: Input) => void;
  onError?: (error: Error) => void;
  /** Says nothing when the write stays on the device (a water tap). */
  quiet?: boolean;
};

/**
 * The mutation of a write through the device's queue (issue 19, decision 0022): not held back offline; once the
 * server has it, `refresh` asks again for the reads it changed (joining what the queue asked: join-refresh.ts);
 * when it stays on the device the person is told so. `write` answers through queuedWrite or directWrite.
 */
export function useQueuedMutation<Input, Answer>(
  write: (input: Input) => Promise<Answer | Queued>,
  refresh: (queryClient: QueryClient, options: InvalidateOptions) => Promise<unknown>,
  { onSuccess, onError, quiet = false }: QueuedMutationCallbacks<Input, Answer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    networkMode: 'always',
    onError,
    onSuccess: async (answer, input) => {
      onSuccess?.(answer, input);
      if (isQueued(answer)) return quiet ? undefined : announceQueued();
      await refresh(queryClient, JOIN_REFRESH);
    },
  });
}
