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

/** A thenable that calls back at once: React.lazy takes a module it can read this way without suspending. */
const alreadyLoaded = (module: RouteModule) =>
  ({ then: (resolve: (loaded: RouteModule) => void) => resolve(module) }) as unknown as Promise<RouteModule>;

/**
 * A route screen loaded on first use; its module default-exports the component. `preload()` starts the load
 * early (main.tsx, on a signed-in visit), and a screen whose chunk has arrived renders in the same pass as its
 * parent instead of suspending once more for a promise that has already settled (React.lazy reads a module a
 * thenable hands over synchronously): the first screen is drawn in one commit, with no loading state in between.
 */
export function lazyRoute(
  load: () => Promise<RouteModule>,
): ComponentType & { preload: () => Promise<void> } {
  let loaded: RouteModule | undefined;
  let loading: Promise<RouteModule> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const loadShowingProgress = async () => {
    changeLoading(1);
    try {
      return await loadOnce();
    } finally {
      changeLoading(-1);
    }
  };
  // Not an async function: that would wrap the thenable in a promise, and React would suspend for it.
  const Screen = lazy(() => (loaded ? alreadyLoaded(loaded) : loadShowingProgress()));
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}
