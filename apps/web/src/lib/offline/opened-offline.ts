import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query assumes the network is there until an `offline` event says otherwise, and a page opened without one
 * gets no such event. Told before the app's first query, the queries pause instead of failing: a session check that
 * failed before the answers kept on the device were restored (lib/offline/query-persistence) would sign the person
 * out. Called by the early script (lib/early-start.ts), which the app's pages run first, and again by the start of
 * the persistence (query-persistence.ts), which main.tsx awaits before rendering a signed-in page: the pre-rendered
 * /login and /register have no early script. Answers whether the page opened offline.
 */
export function pauseQueriesIfOpenedOffline(): boolean {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  if (offline) onlineManager.setOnline(false);
  return offline;
}
