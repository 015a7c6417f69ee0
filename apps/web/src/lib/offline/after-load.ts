import { startWriteQueueSync } from './sync';
import { registerServiceWorker } from './register-service-worker';

/** Started once the page has loaded (main.tsx imports this module lazily): offline support in the background. */
export function startOfflineSupport(): void {
  registerServiceWorker();
  startWriteQueueSync();
}
