import { createHash, createHmac, randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  LoginBody,
  PasswordChangeBody,
  RefreshResponse,
  RegisterBody,
  Session,
} from '@momentum/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isoAfter, isoBefore, nowIso } from '../../lib/clock.js';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Throttle } from '../throttle/throttle.service.js';
import { newUserRow } from '../users/new-user-row.js';
import { toUserDto } from '../users/user.mapper.js';
import { createUsersRepository } from '../users/users.repository.js';
import { signAccessToken } from './access-token.js';
import { requireCurrentPassword } from './current-password.js';
import { deviceName } from './device-name.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.js';
import { createRefreshTokensRepository, type RefreshTokenRow } from './refresh-tokens.repository.js';

const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing with the same token inside this window both get the pair already issued. */
export const REFRESH_GRACE_MS = 10_000;

const INVALID_LOGIN = 'Invalid email or password.';
const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

/** Longer User-Agents are cut: the list only needs the browser and the system. */
const USER_AGENT_MAX = 300;

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

  function refreshRow(
    userId: string,
    familyId: string,
    raw: string,
    userAgent: string | null,
  ): RefreshTokenRow {
    const now = nowIso();
    return {
      id: newId(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(raw),
      created_at: now,
      expires_at: isoAfter(REFRESH_TTL_MS),
      rotated_at: null,
      revoked_at: null,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      last_used_at: now,
    };
  }

  /** A new session (refresh-token family); its id rides in the access token as `sid`. */
  async function startSession(
    userId: string,
    userAgent: string | null,
  ): Promise<{ token: string; refresh: string }> {
    const refresh = randomBytes(32).toString('base64url');
    const familyId = newId();
    await tokens.insert(refreshRow(userId, familyId, refresh, userAgent));
    return { token: signAccessToken(secret, userId, Date.now(), familyId), refresh };
  }

  const loginKeys = (email: string, address: string) => ({
    accountAndAddress: `${email}|${address}`,
    account: email,
  });

  return {
    async register(
      body: RegisterBody,
      address: string,
      userAgent: string | null = null,
    ): Promise<AuthResponse> {
      if (await throttle.isExceeded('register', address, limits.registrationsPerAddress)) {
        throw tooManyRequests('Too many accounts were created from this address. Please try again later.');
      }
      await throttle.record('register', address);
      if (await users.findByEmail(body.email)) {
        throw conflict('An account with this email already exists.');
      }
      const row = newUserRow(
        { id: newId(), email: body.email, name: body.name, password_hash: await hashPassword(body.password) },
        nowIso(),
      );
      try {
        await users.insert(row);
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (/unique|duplicate/i.test(String((error as Error).message))) {
          throw conflict('An account with this email already exists.');
        }
        throw error;
      }
      return { ...(await startSession(row.id, userAgent)), user: toUserDto(row) };
    },

    async login(body: LoginBody, address: string, userAgent: string | null = null): Promise<AuthResponse> {
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
      return { ...(await startSession(user.id, userAgent)), user: toUserDto(user) };
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
          await inTrx.insert(refreshRow(row.user_id, row.family_id, successor, row.user_agent));
          return true;
        });
        if (rotatedHere)
          return { token: signAccessToken(secret, row.user_id, now, row.family_id), refresh: successor };
      }

      // The token was already exchanged: a second tab within the grace window, or a replay.
      const current = await tokens.findByHash(hashToken(raw));
      const rotatedAt = current?.rotated_at ? Date.parse(current.rotated_at) : 0;
      if (now - rotatedAt <= REFRESH_GRACE_MS && !(await tokens.isFamilyRevoked(row.family_id))) {
        return { token: signAccessToken(secret, row.user_id, now, row.family_id), refresh: successor };
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

    /** The person's signed-in devices, most recently used first. */
    async listSessions(userId: string, currentId: string | null): Promise<Session[]> {
      const live = await tokens.listLive(userId, nowIso());
      const byFamily = new Map<string, (typeof live)[number]>();
      for (const row of live) {
        const seen = byFamily.get(row.family_id);
        if (!seen || row.created_at > seen.created_at) byFamily.set(row.family_id, row);
      }
      const started = await tokens.familyStarts([...byFamily.keys()]);
      return [...byFamily.values()]
        .map((row) => ({
          _id: row.family_id,
          device: deviceName(row.user_agent),
          signedInAt: started.get(row.family_id) ?? row.created_at,
          lastUsedAt: row.last_used_at ?? row.created_at,
          current: row.family_id === currentId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    /** Signs one of the person's sessions out (its refresh token stops working); another's is a 404. */
    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await tokens.familyBelongsTo(sessionId, userId))) throw notFound('That session');
      await tokens.revokeFamily(sessionId, nowIso());
    },

    /** "Sign out everywhere else": every session of the person but `keepId`. */
    async endOtherSessions(userId: string, keepId: string | null): Promise<number> {
      return tokens.revokeAllOf(userId, keepId, nowIso());
    },

    /** Checks the current password, stores the new one and signs every other session out. */
    async changePassword(userId: string, body: PasswordChangeBody, currentId: string | null): Promise<void> {
      await requireCurrentPassword(db, userId, body.currentPassword, 'currentPassword');
      const hash = await hashPassword(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).update(userId, { password_hash: hash, updated_at: nowIso() });
        await createRefreshTokensRepository(trx).revokeAllOf(userId, currentId, nowIso());
      });
    },

    async purgeExpiredTokens(): Promise<void> {
      await tokens.deleteExpired(isoBefore(0));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
