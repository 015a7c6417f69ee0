import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AuthResponse, LoginBody, RefreshResponse, RegisterBody } from '@momentum/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isoAfter, isoBefore, nowIso } from '../../lib/clock.js';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Throttle } from '../throttle/throttle.service.js';
import { toUserDto } from '../users/user.mapper.js';
import { createUsersRepository } from '../users/users.repository.js';
import { signAccessToken } from './access-token.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.js';
import { createRefreshTokensRepository, type RefreshTokenRow } from './refresh-tokens.repository.js';

const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing with the same token inside this window both get the pair already issued. */
export const REFRESH_GRACE_MS = 10_000;

const INVALID_LOGIN = 'Invalid email or password.';
const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

type Deps = { db: Db; secret: Buffer; throttle: Throttle; limits: Config['limits'] };

export function createAuthService({ db, secret, throttle, limits }: Deps) {
  const users = createUsersRepository(db);
  const tokens = createRefreshTokensRepository(db);

  /*
   * A successor is derived from the token it replaces (HMAC with the server secret), so within the grace
   * window we can hand the same successor out again without ever storing a token in plain text.
   */
  const successorOf = (raw: string) =>
    createHmac('sha256', secret).update(`refresh-successor:${raw}`).digest('base64url');

  function refreshRow(userId: string, familyId: string, raw: string): RefreshTokenRow {
    return {
      id: newId(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(raw),
      created_at: nowIso(),
      expires_at: isoAfter(REFRESH_TTL_MS),
      rotated_at: null,
      revoked_at: null,
    };
  }

  async function startSession(userId: string): Promise<{ token: string; refresh: string }> {
    const refresh = randomBytes(32).toString('base64url');
    await tokens.insert(refreshRow(userId, newId(), refresh));
    return { token: signAccessToken(secret, userId), refresh };
  }

  const loginKeys = (email: string, address: string) => ({
    accountAndAddress: `${email}|${address}`,
    account: email,
  });

  return {
    async register(body: RegisterBody, address: string): Promise<AuthResponse> {
      if (await throttle.isExceeded('register', address, limits.registrationsPerAddress)) {
        throw tooManyRequests('Too many accounts were created from this address. Please try again later.');
      }
      await throttle.record('register', address);
      if (await users.findByEmail(body.email)) {
        throw conflict('An account with this email already exists.');
      }
      const now = nowIso();
      const row = {
        id: newId(),
        email: body.email,
        name: body.name,
        password_hash: await hashPassword(body.password),
        is_onboarded: 0,
        onboarding: null,
        start_weight_kg: null,
        avatar_image_id: null,
        time_zone: 'UTC',
        created_at: now,
        updated_at: now,
        data_version: 0,
      };
      try {
        await users.insert(row);
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (/unique|duplicate/i.test(String((error as Error).message))) {
          throw conflict('An account with this email already exists.');
        }
        throw error;
      }
      return { ...(await startSession(row.id)), user: toUserDto(row) };
    },

    async login(body: LoginBody, address: string): Promise<AuthResponse> {
      const keys = loginKeys(body.email, address);
      const [byPair, byAccount] = await Promise.all([
        throttle.isExceeded('login-fail-pair', keys.accountAndAddress, limits.loginFailsPerAccountAndAddress),
        throttle.isExceeded('login-fail-account', keys.account, limits.loginFailsPerAccount),
      ]);
      if (byPair || byAccount) {
        throw tooManyRequests('Too many failed sign-in attempts. Please wait a few minutes and try again.');
      }
      const user = await users.findByEmail(body.email);
      const valid = user
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstNothing(body.password);
      if (!user || !valid) {
        // Only failures count, so many people signing in behind one address never trip a limit.
        await throttle.record('login-fail-pair', keys.accountAndAddress);
        await throttle.record('login-fail-account', keys.account);
        throw unauthorized(INVALID_LOGIN);
      }
      return { ...(await startSession(user.id)), user: toUserDto(user) };
    },

    async refresh(raw: string): Promise<RefreshResponse> {
      const row = await tokens.findByHash(hashToken(raw));
      const now = Date.now();
      if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= now)
        throw unauthorized(INVALID_REFRESH);

      const successor = successorOf(raw);
      if (row.rotated_at === null) {
        const rotatedHere = await db.transaction().execute(async (trx) => {
          const inTrx = createRefreshTokensRepository(trx);
          if (!(await inTrx.markRotated(row.id, nowIso()))) return false;
          await inTrx.insert(refreshRow(row.user_id, row.family_id, successor));
          return true;
        });
        if (rotatedHere) return { token: signAccessToken(secret, row.user_id), refresh: successor };
      }

      // The token was already exchanged: a second tab within the grace window, or a replay.
      const current = await tokens.findByHash(hashToken(raw));
      const rotatedAt = current?.rotated_at ? Date.parse(current.rotated_at) : 0;
      if (now - rotatedAt <= REFRESH_GRACE_MS && !(await tokens.isFamilyRevoked(row.family_id))) {
        return { token: signAccessToken(secret, row.user_id), refresh: successor };
      }
      await tokens.revokeFamily(row.family_id, nowIso());
      throw unauthorized(INVALID_REFRESH);
    },

    /** Ends the session the refresh token belongs to; unknown tokens are ignored (logout always succeeds). */
    async logout(raw: string | undefined): Promise<void> {
      if (!raw) return;
      const row = await tokens.findByHash(hashToken(raw));
      if (row) await tokens.revokeFamily(row.family_id, nowIso());
    },

    async purgeExpiredTokens(): Promise<void> {
      await tokens.deleteExpired(isoBefore(0));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
