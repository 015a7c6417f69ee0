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

const show =
  (kind: 'success' | 'error') =>
  (message: string, options?: ExternalToast): void => {
    wantToaster();
    void loadSonner().then((sonner) => sonner.toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error') };

/** Shows the server's message when the error carries one, else `fallback` (spec §8). */
export function toastError(error: unknown, fallback: string): void {
  toast.error(getErrorMessage(error, fallback));
}

// The Toaster's settings load with sonner: they are no part of the first load (issue 14's budget).
const Toaster = lazy(() => import('./sonner-toaster'));

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
      <Toaster />
    </Suspense>
  );
}
