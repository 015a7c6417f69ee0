import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@momentum/shared';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';

/*
 * Sonner's rich colours come from the app's semantic tokens, which have a light and a dark value: its own green
 * title on its own green tint (#008a2e on #ecfdf3) is 4.25:1, under the 4.5:1 of WCAG AA (Lighthouse's
 * color-contrast audit caught an achievement toast on the dashboard).
 */
const RICH_COLORS = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success-line)',
  '--success-text': 'var(--color-success-ink)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'var(--color-danger-line)',
  '--error-text': 'var(--color-danger-ink)',
} as CSSProperties;

/** Whether the page is in the dark theme (lib/theme.ts puts `dark` on <html>, and may change it at any time). */
const subscribeToTheme = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/**
 * Sonner's Toaster as the app shows it; loaded with sonner at the first toast (lib/toasts.tsx). Its close button and
 * plain parts follow the page's theme.
 */
export default function SonnerToaster() {
  const dark = useSyncExternalStore(subscribeToTheme, () =>
    document.documentElement.classList.contains('dark'),
  );
  return (
    <Toaster
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      style={RICH_COLORS}
      closeButton
      theme={dark ? 'dark' : 'light'}
    />
  );
}
