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

/** Narrower than Tailwind's `sm`: a phone, where a dialog can fill the screen's height (none without matchMedia). */
const phoneQuery = () => window.matchMedia?.('(max-width: 639px)');

const subscribeToWidth = (listener: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};

/** Whether the page is in the dark theme (lib/theme.ts puts `dark` on <html>, and may change it at any time). */
const subscribeToTheme = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/**
 * Sonner's Toaster as the app shows it; loaded with sonner at the first toast (lib/toasts.tsx). On a phone the
 * toasts come from the bottom: a tall dialog (a food search with its results) reaches the top of the screen, where a
 * toast would cover its title and its close button. Its close button and plain parts follow the page's theme.
 */
export default function SonnerToaster() {
  const phone = useSyncExternalStore(subscribeToWidth, () => phoneQuery()?.matches === true);
  const dark = useSyncExternalStore(subscribeToTheme, () =>
    document.documentElement.classList.contains('dark'),
  );
  return (
    <Toaster
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      position={phone ? 'bottom-center' : 'top-center'}
      richColors
      style={RICH_COLORS}
      closeButton
      theme={dark ? 'dark' : 'light'}
    />
  );
}
