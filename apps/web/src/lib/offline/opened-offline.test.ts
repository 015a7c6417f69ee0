import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { getAccessToken, setTokens } from '../token-storage';
import { pauseQueriesIfOpenedOffline } from './opened-offline';

/** The session check as the app runs it: its first load failing for good drops the stored tokens. */
function watchSession(queryFn: () => Promise<unknown>) {
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, {
    queryKey: ['auth', 'user'],
    queryFn,
    retry: false,
    meta: { signOutOnError: true },
  });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('a page opened without a network', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  it('pauses the session check until the network is back instead of signing the person out', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setTokens({ token: 'stored.access.token', refresh: 'stored-refresh' });
    const queryFn = vi.fn(unreachable);

    expect(pauseQueriesIfOpenedOffline()).toBe(true);
    const { observer, stop } = watchSession(queryFn);
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));

    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().status).toBe('pending');
    expect(getAccessToken()).toBe('stored.access.token');
    stop();
  });

  it('without being told, fails the session check at once and drops the tokens (what the pause prevents)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setTokens({ token: 'stored.access.token', refresh: 'stored-refresh' });

    const { observer, stop } = watchSession(unreachable);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    expect(getAccessToken()).toBeNull();
    stop();
  });

  it('leaves the queries running when the page opens online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(pauseQueriesIfOpenedOffline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
