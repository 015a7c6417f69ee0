import { TIMEZONE_HEADER, type DashboardResponse } from '@momentum/shared';
import { provideEarlyDashboard } from './early-dashboard';
import { pauseQueriesIfOpenedOffline } from './offline/opened-offline';
import { queryClient } from './query-client';
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
    const answer = (await response.json()) as DashboardResponse;
    // Before anyone claims the answer: the shell renders once the profile is claimed, its queries answered.
    seedShellQueries(queryClient, answer);
    return answer;
  } catch {
    return null;
  }
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
