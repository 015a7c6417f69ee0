import { TIMEZONE_HEADER, type ErrorBody, type RefreshResponse } from '@momentum/shared';
import type { z } from 'zod';
import { deviceTimeZone } from './device-time-zone';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage';

export const API_BASE = '/api';
const REFRESH_PATH = '/auth/refresh';
const REFRESH_LOCK = 'momentum-token-refresh';

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new key for one create (a UUID v4). `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost);
 * an instance reached over plain HTTP on a LAN builds the same from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** True when `message` is the server's sentence for people, not a generic status line. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    fields?: Record<string, string> | undefined;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? 'unknown_error';
    this.fields = init.fields;
    this.fromServer = init.fromServer ?? false;
  }
}

/** The server's readable message when there is one (spec §8), else the caller's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

type SessionExpiredHandler = () => void;

function defaultSessionExpiredHandler(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let sessionExpiredHandler: SessionExpiredHandler = defaultSessionExpiredHandler;

/**
 * Called after a refresh was refused and both tokens were removed. The app replaces the default (a full page load
 * of /login) with a router navigation that also clears the query cache. Returns a function restoring the default.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = defaultSessionExpiredHandler;
  };
}

function expireSession(): void {
  clearTokens();
  sessionExpiredHandler();
}

export function baseHeaders(accessToken: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const zone = deviceTimeZone();
  if (zone) headers.set(TIMEZONE_HEADER, zone);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return headers;
}

// Hand-written checks of the two contracts every page needs (errorBodySchema, refreshResponseSchema of
// @momentum/shared), so the first load does not carry zod. They accept and keep exactly what those schemas do.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || typeof body.message !== 'string' || typeof body.code !== 'string') return null;
  const { fields } = body;
  if (fields === undefined) return { message: body.message, code: body.code };
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) return null;
  return { message: body.message, code: body.code, fields: { ...(fields as Record<string, string>) } };
}

function asRefreshResponse(body: unknown): RefreshResponse | null {
  if (!isRecord(body) || typeof body.token !== 'string' || typeof body.refresh !== 'string') return null;
  return { token: body.token, refresh: body.refresh };
}

function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const parsed = asErrorBody(body);
  if (parsed) return new ApiError({ status, ...parsed, fromServer: true });
  return new ApiError({ status, message: statusText || `Request failed with status ${status}` });
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError({ status: 0, message: 'Network error', code: 'network_error' });
  error.cause = cause;
  return error;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

let refreshInFlight: Promise<void> | null = null;

async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The Web Locks API makes the refresh exclusive across every tab of this origin.
  if (locks?.request) await locks.request(REFRESH_LOCK, () => task());
  else await task();
}

async function refreshTokens(failedRefresh: string): Promise<void> {
  const stored = getRefreshToken();
  // Another tab (or an earlier refresh here) already rotated the pair: use what it stored.
  if (stored && stored !== failedRefresh) return;
  if (!stored) throw new ApiError({ status: 401, message: 'Signed out', code: 'unauthorized' });

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
      method: 'POST',
      headers: (() => {
        const headers = baseHeaders(null);
        headers.set('Content-Type', 'application/json');
        return headers;
      })(),
      body: JSON.stringify({ refresh: stored }),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body, response.statusText);
  const parsed = asRefreshResponse(body);
  if (!parsed) throw new ApiError({ status: 401, message: 'Invalid refresh response', code: 'unauthorized' });
  setTokens(parsed);
}

/**
 * One refresh at a time: concurrent 401s in this tab share the same promise, other tabs wait on the lock.
 * A refused refresh (any answer other than 5xx) ends the session; an unreachable server leaves it intact
 * and the original request fails with its error.
 */
function refreshSession(failedRefresh: string): Promise<void> {
  refreshInFlight ??= withRefreshLock(() => refreshTokens(failedRefresh))
    .catch((error: unknown) => {
      const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!transient) expireSession();
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

export type RawResponse = { status: number; statusText: string; body: unknown };

/**
 * Runs `send` with the current access token; on a 401 refreshes once (see refreshSession) and retries once.
 * `send` returns the raw status and body so fetch and XMLHttpRequest share this logic; the successful answer is
 * returned whole.
 */
export async function withAuthRetry<R extends RawResponse>(
  send: (accessToken: string | null) => Promise<R>,
  skipAuthRefresh: boolean,
): Promise<R> {
  let retried = false;
  for (;;) {
    const sentToken = getAccessToken();
    const answer = await send(sentToken);
    const { status, statusText, body } = answer;
    if (status >= 200 && status < 300) return answer;
    if (status !== 401 || retried || skipAuthRefresh) throw toApiError(status, body, statusText);

    const failedRefresh = getRefreshToken();
    if (!failedRefresh) throw toApiError(status, body, statusText);
    retried = true;
    const current = getAccessToken();
    // A refresh finished while this request was on the wire: just retry with the new token.
    if (current && current !== sentToken) continue;
    try {
      await refreshSession(failedRefresh);
    } catch {
      throw toApiError(status, body, statusText);
    }
  }
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when FormData. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the answer; the result is typed by the schema. */
  schema?: z.ZodType<T>;
  /** For calls that must not trigger a token refresh (logout). */
  skipAuthRefresh?: boolean;
  /**
   * Sent as `Idempotency-Key` on every attempt of this call (the retry after a token refresh too), so the server
   * stores a create once however often it arrives (docs/decisions/0012-idempotency-keys.md).
   */
  idempotencyKey?: string;
  /**
   * Checked against the access token before every attempt (the retry after a refresh too); false: the request is
   * not sent and fails as a 401. The write queue uses it so a write is never sent under another user's token.
   */
  tokenGuard?: (accessToken: string | null) => boolean;
};

export function buildUrl(path: string, params?: RequestOptions<unknown>['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export type ApiResponse<T> = { data: T; headers: Headers };

/** JSON request to `/api{path}` with bearer and time-zone headers and the refresh-and-retry rule of spec §8. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** apiRequest that also hands back the response headers (of the answer that succeeded), e.g. a paging cursor. */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, params, signal, schema, skipAuthRefresh = false } = options;
  const url = buildUrl(path, params);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;

  const answer = await withAuthRetry(async (accessToken) => {
    if (options.tokenGuard && !options.tokenGuard(accessToken)) {
      throw new ApiError({ status: 401, message: 'Signed in as someone else', code: 'unauthorized' });
    }
    const headers = baseHeaders(accessToken);
    for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw networkError(cause);
    }
    return {
      status: response.status,
      statusText: response.statusText,
      body: await readBody(response),
      headers: response.headers,
    };
  }, skipAuthRefresh);

  return { data: schema ? schema.parse(answer.body) : (answer.body as T), headers: answer.headers };
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
