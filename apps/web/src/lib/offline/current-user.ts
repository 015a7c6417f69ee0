import { getAccessToken } from '../token-storage';

/**
 * The signed-in user's id, read from the stored access token's `sub` claim without checking its signature or
 * expiry (the server does that on every call). Known at once and offline, even when the token has expired, so the
 * device's query cache and write queue can be kept per user before any request is answered.
 */
export function userIdFromToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

export function currentUserId(): string | null {
  return userIdFromToken(getAccessToken());
}
