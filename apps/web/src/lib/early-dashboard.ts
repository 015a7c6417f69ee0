import type { DashboardResponse } from '@momentum/shared';

/**
 * The dashboard's early answer (issue 14), handed from the early script to the app. `lib/early-start.ts` is an entry
 * of its own (index.html loads it before the app's entry): on `/` with a stored token it asks for GET /api/dashboard
 * as soon as it arrives, while React and the rest of the JavaScript are still loading, and gives the request to
 * `provideEarlyDashboard`. The session check and the dashboard query each take the answer once as their first result;
 * anything but a 200 (a refused token, a network failure) resolves to null and they ask the normal way, with the
 * refresh rule of the client. Without the early script (any other page) there is nothing to claim.
 */
let early: Promise<DashboardResponse | null> | null = null;
let profileClaimed = false;
let dashboardClaimed = false;

/** Called once by the early script with its request. */
export function provideEarlyDashboard(request: Promise<DashboardResponse | null>): void {
  early ??= request;
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
