import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@momentum/shared';

// Storage can throw (private mode, blocked cookies); a missing token then just means "signed out".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

export function setTokens(tokens: { token: string; refresh?: string | undefined }): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.token);
  if (tokens.refresh) window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh);
  else window.localStorage.removeItem(REFRESH_TOKEN_KEY);
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
