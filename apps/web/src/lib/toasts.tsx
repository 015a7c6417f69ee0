import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@momentum/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { getErrorMessage } from './api-client';

// Sonner loads with the first toast, not with the page: a toast always follows a user action, long after the
// first load. The Toaster mounts then too; sonner hands it the toasts created before it subscribed.
const loadSonner = () => import('sonner');

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    wantToaster();
    void loadSonner().then((sonner) => sonner.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    wantToaster();
    void loadSonner().then((sonner) => sonner.toast.error(message, options));
  },
};

/** Shows the server's message when the error carries one, else `fallback` (spec §8). */
export function toastError(error: unknown, fallback: string): void {
  toast.error(getErrorMessage(error, fallback));
}

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

// Sonner injects its stylesheet as a <style> element at runtime; the CSP allows inline styles, not scripts.
export function AppToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TOAST_DURATION_MS}
        position="top-center"
        richColors
        closeButton
        theme="light"
      />
    </Suspense>
  );
}
