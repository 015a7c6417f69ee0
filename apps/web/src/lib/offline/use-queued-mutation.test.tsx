import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { invalidating } from '../query-hooks';
import { directWrite } from './sync';
import { useQueuedMutation } from './use-queued-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('useQueuedMutation', () => {
  it('asks the server once for a read on screen after a write, though the queue and the screen both refresh it', async () => {
    let fetches = 0;
    // Answers in a later task, as the network does: the write's answer and its refreshes all come before.
    const fetchFigures = () => {
      const asked = ++fetches;
      return new Promise<number>((resolve) => setTimeout(() => resolve(asked)));
    };
    const { result } = renderHook(
      () => ({
        figures: useQuery({ queryKey: ['figures'], queryFn: fetchFigures }),
        write: useQueuedMutation(() => directWrite(async () => ({ saved: true })), invalidating(['figures'])),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.figures.data).toBe(1));

    await act(() => result.current.write.mutateAsync(undefined));

    // The write's answer asked every read again, and the screen's refresh joined that fetch instead of
    // cancelling it for another: one more fetch, whose answer shows.
    expect(fetches).toBe(2);
    await waitFor(() => expect(result.current.figures.data).toBe(2));
    queryClient.clear();
  });
});
