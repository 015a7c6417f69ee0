import { OfflineNotice } from './offline-notice';
import { PendingWrites } from './pending-writes';

/** The header's offline pieces together, so the layout can load them (and the device queue) after the page. */
export function OfflinePendingCount() {
  return <PendingWrites />;
}

export { OfflineNotice };
