import { createHmac, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

// The header is fixed: verification compares it byte for byte, so `alg: none` or RS256 never pass.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** `sid`: the session (refresh-token family) the token was issued to, so Settings can tell "this device". */
type AccessClaims = { sub: string; iat: number; exp: number; typ: 'access'; sid?: string };

const sign = (secret: Buffer, input: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  secret: Buffer,
  userId: string,
  nowMs = Date.now(),
  sessionId?: string,
): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = { sub: userId, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS, typ: 'access' };
  if (sessionId) claims.sid = sessionId;
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(secret, `${HEADER}.${payload}`).toString('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/**
 * Synchronous HS256 check (a few microseconds; no async round trip per request).
 * Returns the user id, or null for anything that is not a valid, unexpired access token of ours.
 */
export function verifyAccessToken(secret: Buffer, token: string, nowMs = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<AccessClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
  } catch {
    return null;
  }
  if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
    return null;
  if (claims.exp * 1000 <= nowMs) return null;
  return claims.sub;
}

/**
 * The session id (`sid`) of an access token the authentication hook has already verified; null for a token
 * issued before sessions were named.
 */
export function sessionIdOfVerified(token: string): string | null {
  try {
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as AccessClaims;
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}
