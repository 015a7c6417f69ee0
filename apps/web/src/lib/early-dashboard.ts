import { TIMEZONE_HEADER, type DashboardResponse } from '@momentum/shared';
import { getAccessToken } from './token-storage';

/**
 * Starts `GET /api/dashboard` while the rest of the JavaScript is still loading (main.tsx imports this module
 * first), so a signed-in visit of `/` does not wait for React to render before asking for its data. The session
 * check and the dashboard query each take the answer once as their first result; anything but a 200 (a refused
 * token, a network failure) resolves to null and they ask the normal way, with the refresh rule of the client.
 */
let early: Promise<DashboardResponse | null> | null = null;
let profileClaimed = false;
let dashboardClaimed = false;

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

async function fetchDashboard(token: string): Promise<DashboardResponse | null> {
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  const zone = timeZone();
  if (zone) headers.set(TIMEZONE_HEADER, zone);
  try {
    // The default cache mode: the browser revalidates with If-None-Match and a 304 reads the stored answer.
    const response = await fetch('/api/dashboard', { headers, credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()) as DashboardResponse;
  } catch {
    return null;
  }
}

/** Starts the early request when a token is stored and the page is the dashboard. */
export function startEarlyDashboard(): void {
  if (early || typeof window === 'undefined' || window.location.pathname !== '/') return;
  const token = getAccessToken();
  if (token) early = fetchDashboard(token);
}

/** The profile part of the early answer, once (the session check); null when there is none to take. */
export function claimEarlyProfile(): Promise<DashboardResponse['profile'] | null> | null {
  if (!early || profileClaimed) return null;
  profileClaimed = true;
  return early.then((answer) => answer?.profile ?? null);
}

/**
 * The early answer, once (the dashboard query). A user who is not onboarded is sent to onboarding first, and the
 * dashboard they reach afterwards must not show this older answer.
 */
export function claimEarlyDashboard(): Promise<DashboardResponse | null> | null {
  if (!early || dashboardClaimed) return null;
  dashboardClaimed = true;
  return early.then((answer) => (answer?.profile.user.isOnboarded ? answer : null));
}

startEarlyDashboard();
