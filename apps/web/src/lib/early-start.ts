import { dashboardGreeting, TIMEZONE_HEADER, type DashboardResponse } from '@momentum/shared';
import { deviceTimeZone } from './device-time-zone';
import { claimEarlyDashboard, claimEarlyProfile, provideEarlyDashboard } from './early-dashboard';
import { pauseQueriesIfOpenedOffline } from './offline/opened-offline';
import { queryClient } from './query-client';
import { sharedKeys } from './query-keys';
import { seedShellQueries } from './shell-seed';
import { getAccessToken } from './token-storage';

/**
 * An entry of its own, loaded by index.html before the app's entry (vite.config.ts puts its script tag there; the
 * pre-rendered /login and /register leave it out): a signed-in visit of `/` starts `GET /api/dashboard`, and the
 * loading of the shell's and the dashboard's chunks, as soon as this small script and its few imports arrive, while React and the rest of the app's
 * JavaScript are still loading, rather than once the app's entry has loaded and run. lib/early-dashboard.ts hands
 * the answer to the session check and the dashboard query. The answer also carries what the signed-in shell shows
 * (settings, unread count, announcements): seeded into the cache, so the shell asks for none of it on this visit.
 */

async function fetchDashboard(token: string): Promise<DashboardResponse | null> {
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  const zone = deviceTimeZone();
  if (zone) headers.set(TIMEZONE_HEADER, zone);
  try {
    // The default cache mode: the browser revalidates with If-None-Match and a 304 reads the stored answer.
    const response = await fetch('/api/dashboard', { headers, credentials: 'same-origin' });
    if (!response.ok) return null;
    const answer = (await response.json()) as DashboardResponse;
    // Before anyone claims the answer: the shell renders once the profile is claimed, its queries answered.
    seedShellQueries(queryClient, answer);
    seedUnclaimedParts(answer);
    writeGreetingIntoFrame(answer.profile.user);
    return answer;
  } catch {
    return null;
  }
}

/**
 * Each part of the answer no query has claimed yet goes straight into the cache (claiming it here, so nothing takes
 * it again later): when the answer comes before React's first render, as it usually does, that render already has
 * the session and the dashboard, with no loading state in between and no second render. Here rather than in
 * lib/early-dashboard, which every page loads: the sign-in page's first load stays within its budget.
 */
function seedUnclaimedParts(answer: DashboardResponse): void {
  if (claimEarlyProfile()) queryClient.setQueryData(sharedKeys.session, answer.profile.user);
  // A user who is not onboarded goes to onboarding first; the dashboard they reach afterwards loads afresh.
  if (claimEarlyDashboard() && answer.profile.user.isOnboarded) {
    queryClient.setQueryData(sharedKeys.dashboard, answer);
  }
}

/**
 * The dashboard's frame, painted from the HTML before any script ran (scripts/prerender.mjs), gets its greeting as
 * soon as the answer says whose dashboard it is: the page's largest text is on screen without waiting for React.
 * The app then draws the same heading in the same place. A user who is not onboarded is on their way to onboarding.
 */
export function writeGreetingIntoFrame(user: DashboardResponse['profile']['user']): void {
  const heading = document.querySelector('[data-first-paint-of="dashboard"] h1');
  if (heading && user.isOnboarded) heading.textContent = dashboardGreeting(user.name);
}

/** Starts the early request (and the dashboard's chunks) when a token is stored and the page is the dashboard. */
export function startEarlyDashboard(): void {
  if (typeof window === 'undefined' || window.location.pathname !== '/') return;
  const token = getAccessToken();
  if (!token) return;
  provideEarlyDashboard(fetchDashboard(token));
  preloadDashboardChunks();
}

/**
 * The chunks of the shell and of the dashboard (listed by the build on this script's tag, vite.config.ts) start
 * loading beside React instead of once the app's entry has run.
 */
function preloadDashboardChunks(): void {
  const files = document.querySelector<HTMLScriptElement>('script[data-early]')?.dataset.preload ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// Before any query of the app's entry: a page opened offline waits for the network instead of failing.
pauseQueriesIfOpenedOffline();
startEarlyDashboard();
