import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, signIn, stubFetch } from '@/test/fetch';

// The early script starts the request when imported: each test imports fresh copies after arranging the page.
async function load() {
  vi.resetModules();
  await import('./early-start');
  return import('./early-dashboard');
}

const answer = (isOnboarded = true) => ({
  profile: { user: makeUser({ isOnboarded }) },
  streak: { streak: 3 },
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('early dashboard request', () => {
  it('starts GET /api/dashboard with the token and time zone on /, and gives each part once', async () => {
    signIn({ token: 'access-7' });
    const fetch = stubFetch(() => json(200, answer()));
    const early = await load();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/dashboard');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-7');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(init?.cache).toBeUndefined();

    expect(await early.claimEarlyProfile()).toEqual({ user: makeUser() });
    expect(await early.claimEarlyDashboard()).toEqual(answer());
    expect(early.claimEarlyProfile()).toBeNull();
    expect(early.claimEarlyDashboard()).toBeNull();
  });

  it('hands over nothing when the token is refused, so the normal path refreshes it', async () => {
    signIn();
    stubFetch(() => json(401, { message: 'Token expired', code: 'unauthorized' }));
    const early = await load();
    expect(await early.claimEarlyProfile()).toBeNull();
    expect(await early.claimEarlyDashboard()).toBeNull();
  });

  it('keeps the answer from the dashboard of a user who goes to onboarding first', async () => {
    signIn();
    stubFetch(() => json(200, answer(false)));
    const early = await load();
    expect(await early.claimEarlyProfile()).toEqual({ user: makeUser({ isOnboarded: false }) });
    expect(await early.claimEarlyDashboard()).toBeNull();
  });

  it('asks for nothing without a token or on another page', async () => {
    const fetch = stubFetch(() => json(200, answer()));
    let early = await load();
    expect(early.claimEarlyProfile()).toBeNull();

    signIn();
    window.history.replaceState(null, '', '/login');
    early = await load();
    expect(early.claimEarlyDashboard()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
