import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Route screens load as their own chunks (React.lazy). The router itself runs in declarative mode (BrowserRouter),
 * whose bundle is a third of the data router's, so the first load stays small; what the data router told us
 * (a navigation waiting for its screen) this module tracks instead: how many route chunks are on their way.
 */
let loading = 0;
const listeners = new Set<() => void>();

// Loads start while React renders; subscribers hear of them after that render, never during it.
function changeLoading(by: number): void {
  loading += by;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a route's screen is being fetched (the header shows a thin progress bar). */
export function useRouteChunkLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

type RouteModule = { default: ComponentType };

/** A route screen loaded on first use; its module default-exports the component. */
export function lazyRoute(load: () => Promise<RouteModule>): ComponentType {
  return lazy(async () => {
    changeLoading(1);
    try {
      return await load();
    } finally {
      changeLoading(-1);
    }
  });
}
