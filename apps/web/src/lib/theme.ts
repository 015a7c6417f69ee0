import type { Theme } from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueryOptions } from './settings';

/** Where the last chosen theme is kept for `public/theme.js`, which applies it before the first paint. */
export const THEME_STORAGE_KEY = 'momentum.theme';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the theme on <html> and remembers it for the next load. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery()?.matches === true);
  document.documentElement.classList.toggle('dark', dark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the theme still applies to this page.
  }
}

/**
 * Keeps the page in the person's theme: their stored setting once it is loaded, the system's as it changes
 * when they follow it. Until the settings arrive, the choice `theme.js` applied stays.
 */
export function useThemeSync(): void {
  const theme = useQuery(settingsQueryOptions()).data?.theme;
  useEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = darkQuery();
    if (!query) return;
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
}
