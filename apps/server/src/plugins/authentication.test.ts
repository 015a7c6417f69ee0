import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../modules/auth/access-token.js';
import { createTokenVerifier } from './authentication.js';

const secret = Buffer.from('a test secret of thirty-two bytes!!');
const other = Buffer.from('another secret, not the server one');

describe('createTokenVerifier', () => {
  it('answers the user of a good token, again from what it kept, until the token expires', () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const token = signAccessToken(secret, 'user-1', issuedAt);
    const verify = createTokenVerifier(secret);
    expect(verify(token, issuedAt + 1000)).toBe('user-1');
    expect(verify(token, issuedAt + 2000)).toBe('user-1');
    const expiry = issuedAt + ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(verify(token, expiry - 1)).toBe('user-1');
    expect(verify(token, expiry)).toBeNull();
    expect(verify(token, expiry + 60_000)).toBeNull();
  });

  it('refuses a token signed with another secret, a changed one and an expired one', () => {
    const now = Date.UTC(2026, 0, 1);
    const verify = createTokenVerifier(secret);
    expect(verify(signAccessToken(other, 'user-1', now), now)).toBeNull();
    const good = signAccessToken(secret, 'user-1', now);
    expect(verify(good, now)).toBe('user-1');
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(verify(`${header}.${forged}.${signature}`, now)).toBeNull();
    expect(verify(`${good}x`, now)).toBeNull();
    const old = signAccessToken(secret, 'user-1', now - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(verify(old, now)).toBeNull();
  });

  it('keeps at most the given number of tokens and still verifies after starting over', () => {
    const now = Date.UTC(2026, 0, 1);
    const verify = createTokenVerifier(secret, 2);
    const tokens = ['a', 'b', 'c', 'd'].map((id) => signAccessToken(secret, id, now));
    for (const [i, token] of tokens.entries()) expect(verify(token, now)).toBe(['a', 'b', 'c', 'd'][i]);
    for (const [i, token] of tokens.entries()) expect(verify(token, now)).toBe(['a', 'b', 'c', 'd'][i]);
  });
});
