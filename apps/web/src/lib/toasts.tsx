import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@momentum/shared';
import { Toaster, toast } from 'sonner';
import { getErrorMessage } from './api-client';

export { toast };

/** Shows the server's message when the error carries one, else `fallback` (spec §8). */
export function toastError(error: unknown, fallback: string): void {
  toast.error(getErrorMessage(error, fallback));
}

// Sonner injects its stylesheet as a <style> element at runtime; the CSP allows inline styles, not scripts.
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      theme="light"
    />
  );
}
