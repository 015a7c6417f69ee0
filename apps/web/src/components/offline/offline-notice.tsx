import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether TanStack Query (and so every screen's data) sees the network; `online`/`offline` events move it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/** The newest answer among the queries on screen: what "last updated" means for what the person sees. */
function lastUpdatedOnScreen(queryClient: QueryClient): number {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() > 0 && query.state.dataUpdatedAt > newest)
      newest = query.state.dataUpdatedAt;
  }
  return newest;
}

function formatUpdated(at: number, now = new Date()): string {
  const date = new Date(at);
  const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date);
  if (date.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(date);
  return `${day}, ${time}`;
}

/**
 * "Offline · last updated …" above the screen while the device has no network (issue 19): the screen shows the
 * answers kept on the device, and this says how old they are.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const updatedAt = useSyncExternalStore(subscribe, () => lastUpdatedOnScreen(queryClient));
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-line bg-brand-50 px-4 py-2 text-sm text-brand-900 lg:px-6"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>Offline{updatedAt > 0 ? ` · last updated ${formatUpdated(updatedAt)}` : ''}</span>
    </div>
  );
}
