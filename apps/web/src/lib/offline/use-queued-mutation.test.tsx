import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '@/test/fetch';
import { queryClient } from '../query-client';
import { invalidating } from '../query-hooks';
import { directWrite } from './sync';
import { useQueuedMutation } from './use-queued-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/**
 * A read on screen whose every fetch answers in a later task (as the network does), with what the server had
 * when the fetch was asked: `'before'` or `'after'` the write's answer.
 */
function screenWithWrite() {
  let fetches = 0;
  let written = false;
  const answer = deferred<{ saved: true }>();
  const fetchFigures = () => {
    fetches += 1;
    const seen = written ? 'after' : 'before';
    return new Promise<string>((resolve) => setTimeout(() => resolve(seen)));
  };
  const view = renderHook(
    () => ({
      figures: useQuery({ queryKey: ['figures'], queryFn: fetchFigures }),
      write: useQueuedMutation(
        () =>
          directWrite(async () => {
            const saved = await answer.promise;
            written = true;
            return saved;
          }),
        invalidating(['figures']),
      ),
    }),
    { wrapper },
  );
  return { ...view, answer, fetches: () => fetches };
}

describe('useQueuedMutation', () => {
  afterEach(() => queryClient.clear());

  it('asks the server once more for a read on screen after a write, though the write and the screen both refresh it', async () => {
    const { result, answer, fetches } = screenWithWrite();
    await waitFor(() => expect(result.current.figures.data).toBe('before'));

    let done: Promise<unknown> = Promise.resolve();
    act(() => void (done = result.current.write.mutateAsync(undefined)));
    await act(async () => {
      answer.resolve({ saved: true });
      await done;
    });

    // The answer asked every read again, and the screen's refresh joined that fetch instead of cancelling it for
    // another: one fetch more, not two.
    expect(fetches()).toBe(2);
    await waitFor(() => expect(result.current.figures.data).toBe('after'));
  });

  it('never joins a fetch asked before the server had the write: the screen ends with what came after', async () => {
    const { result, answer, fetches } = screenWithWrite();
    await waitFor(() => expect(result.current.figures.data).toBe('before'));

    let done: Promise<unknown> = Promise.resolve();
    act(() => void (done = result.current.write.mutateAsync(undefined)));
    // A refetch of the screen's own (a timer, a refocus) still running when the write is answered.
    act(() => void queryClient.refetchQueries({ queryKey: ['figures'] }));
    await act(async () => {
      answer.resolve({ saved: true });
      await done;
    });

    expect(fetches()).toBe(3);
    await waitFor(() => expect(result.current.figures.data).toBe('after'));
  });
});
