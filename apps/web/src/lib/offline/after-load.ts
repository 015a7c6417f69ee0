import { queryClient } from '../query-client';
import { startQueryPersistence } from './query-persistence';
import { registerServiceWorker } from './register-service-worker';
import { startWriteQueueSync } from './sync';

/**
 * Started once the page has loaded (main.tsx imports this module lazily): offline support in the background. A page
 * opened signed out starts saving the cache here, for whoever signs in next.
 */
export function startOfflineSupport(): void {
  registerServiceWorker();
  startWriteQueueSync();
  void startQueryPersistence(queryClient);
}
