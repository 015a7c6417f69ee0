import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTimeZone, TIMEZONE_HEADER } from '@momentum/shared';
import type { AreaVersions } from '../db/data-areas.js';
import { dataVersionsOfValues, dataVersionsQuery, type DataVersions } from '../db/data-versions-query.js';
import { unauthorized } from '../lib/errors.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';
import { preparedRowRead } from './prepared-query.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate: onRequestHookHandler;
    /**
     * The user's data version and area versions as committed now: the indexed lookup `authenticate` makes
     * (at once on SQLite); undefined once the user is gone.
     */
    committedVersionsOf(userId: string): Promise<DataVersions | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by `authenticate`. */
    userId: string;
    /** The caller's IANA time zone from X-Timezone ('UTC' when missing or unknown). */
    timeZone: string;
    /**
     * The signed-in user's data version, read before anything else of the request (DESIGN §8): an answer
     * built afterwards is at least this fresh, so it may be tagged and cached under it.
     */
    dataVersion: number;
    /** The versions of the user's data areas, read with the data version (docs/decisions/0028-data-areas.md). */
    areaVersions: AreaVersions;
    /**
     * The user's versions as the request's write committed them, where the write read them in its own
     * transaction (the quick meal on SQLite): the check after the write takes them instead of reading again.
     */
    committedVersions: DataVersions | undefined;
  }
}

const timeZoneHeader = TIMEZONE_HEADER.toLowerCase();

/** Tokens whose signature was checked, kept until they expire; past this many the list starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * verifyAccessToken, remembered per token: a client sends the same token with every request for its 15 minutes,
 * and the HMAC and the JSON parse were a tenth of a revalidation (304). A token is the exact text that was
 * verified, so a kept one is as good as a fresh check; its expiry is checked on every use.
 */
export function createTokenVerifier(secret: Buffer, kept = VERIFIED_TOKENS_KEPT) {
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();
  return (token: string, nowMs = Date.now()): string | null => {
    const known = verified.get(token);
    if (known) {
      if (nowMs < known.expiresAtMs) return known.userId;
      verified.delete(token);
      return null;
    }
    const userId = verifyAccessToken(secret, token, nowMs);
    if (!userId) return null;
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      exp: number;
    };
    if (verified.size >= kept) verified.clear();
    verified.set(token, { userId, expiresAtMs: exp * 1000 });
    return userId;
  };
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { secret: Buffer }) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('timeZone', 'UTC');
    app.decorateRequest('dataVersion', 0);
    // Set with userId by `authenticate`; a route without it never reads it.
    app.decorateRequest('areaVersions', null as unknown as AreaVersions);
    app.decorateRequest('committedVersions', undefined);

    // Synchronous (no promise and microtask per request).
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers[timeZoneHeader];
      request.timeZone = resolveTimeZone(typeof header === 'string' ? header : undefined);
      done();
    });

    const userOfToken = createTokenVerifier(options.secret);
    // Built and compiled once: it runs on every signed-in request. On SQLite it answers at once, so the
    // hook below passes without a promise (about a tenth of a revalidation).
    const versionsOf = preparedRowRead<DataVersions, [string]>(
      app.database,
      1,
      dataVersionsQuery(app.db),
      dataVersionsOfValues,
    );
    app.decorate('committedVersionsOf', async (userId: string) => versionsOf(userId));
    const expired = () => unauthorized('Your session has expired. Please sign in again.');

    app.decorate('authenticate', function authenticate(request, _reply, done) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
      const userId = token ? userOfToken(token) : null;
      if (!userId) return done(token ? expired() : unauthorized('Please sign in.'));
      // A good signature for a user who is gone (deleted, or a database reset under the same JWT_SECRET) is
      // a 401 the app can act on, not empty answers and foreign-key failures on every write.
      // The same indexed lookup answers the versions that tag and cache the answer.
      const signIn = (row: DataVersions | undefined) => {
        if (row === undefined) return done(expired());
        request.userId = userId;
        request.dataVersion = row.data_version;
        request.areaVersions = row;
        done();
      };
      const versions = versionsOf(userId);
      if (versions instanceof Promise) return void versions.then(signIn, done);
      signIn(versions);
    } satisfies onRequestHookHandler);
  },
  { name: 'authentication' },
);
