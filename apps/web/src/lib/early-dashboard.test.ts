import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, signIn, stubFetch } from '@/test/fetch';

// The early script starts the request when imported: each test imports fresh copies after arranging the page.
async function load() {
  vi.resetModules();
  await import('./early-start');
  return import('./early-dashboard');
}

/** A fetch whose answer is held until the test lets it go, so the app's claims can come before it. */
function heldAnswer(body: unknown) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const fetch = stubFetch(async () => {
    await arrived;
    return json(200, body);
  });
  return { fetch, release };
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
    const { fetch, release } = heldAnswer(answer());
    const early = await load();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/dashboard');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-7');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(init?.cache).toBeUndefined();

    // Claimed before the answer arrives (React's queries started first): each claim gets its part, once.
    const profile = early.claimEarlyProfile();
    const dashboard = early.claimEarlyDashboard();
    expect(early.claimEarlyProfile()).toBeNull();
    expect(early.claimEarlyDashboard()).toBeNull();
    release();
    expect(await profile).toEqual({ user: makeUser() });
    expect(await dashboard).toEqual(answer());
  });

  it('puts the parts nobody claimed yet into the cache as the answer arrives, so the first render has them', async () => {
    signIn();
    const { release } = heldAnswer(answer());
    const early = await load();
    const { queryClient } = await import('./query-client');
    const { sharedKeys } = await import('./query-keys');
    expect(queryClient.getQueryData(sharedKeys.session)).toBeUndefined();
    release();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.session)).toEqual(makeUser()));
    expect(queryClient.getQueryData(sharedKeys.dashboard)).toEqual(answer());
    // Spent: a later load of the dashboard asks the server, never for this older answer.
    expect(early.claimEarlyProfile()).toBeNull();
    expect(early.claimEarlyDashboard()).toBeNull();
  });

  it('writes the greeting into the pre-rendered dashboard frame as soon as the answer says whose it is', async () => {
    document.body.innerHTML =
      '<div id="root"><div data-first-paint-of="dashboard"><h1><span>&nbsp;</span></h1></div></div>';
    signIn();
    const { release } = heldAnswer(answer());
    await load();
    const heading = document.querySelector('[data-first-paint-of="dashboard"] h1');
    expect(heading?.textContent).toBe('\u00a0');
    release();
    await vi.waitFor(() => expect(heading?.textContent).toBe(`Welcome Back, ${makeUser().name}!`));
    document.body.innerHTML = '';
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
    const { release } = heldAnswer(answer(false));
    const early = await load();
    const profile = early.claimEarlyProfile();
    const dashboard = early.claimEarlyDashboard();
    release();
    expect(await profile).toEqual({ user: makeUser({ isOnboarded: false }) });
    expect(await dashboard).toBeNull();

    // Arriving first, it goes to the session only; the dashboard they reach after onboarding loads afresh.
    const second = heldAnswer(answer(false));
    await load();
    const { queryClient } = await import('./query-client');
    const { sharedKeys } = await import('./query-keys');
    second.release();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(sharedKeys.session)).toEqual(makeUser({ isOnboarded: false })),
    );
    expect(queryClient.getQueryData(sharedKeys.dashboard)).toBeUndefined();
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
