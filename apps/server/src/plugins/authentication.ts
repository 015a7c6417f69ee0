import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTimeZone, TIMEZONE_HEADER } from '@momentum/shared';
import { unauthorized } from '../lib/errors.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';
import { createUsersRepository } from '../modules/users/users.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
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
  }
}

const timeZoneHeader = TIMEZONE_HEADER.toLowerCase();

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { secret: Buffer }) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('timeZone', 'UTC');
    app.decorateRequest('dataVersion', 0);

    app.addHook('onRequest', async (request) => {
      const header = request.headers[timeZoneHeader];
      request.timeZone = resolveTimeZone(typeof header === 'string' ? header : undefined);
    });

    const users = createUsersRepository(app.db);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
      const userId = token ? verifyAccessToken(options.secret, token) : null;
      if (!userId)
        throw unauthorized(token ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
      // A good signature for a user who is gone (deleted, or a database reset under the same JWT_SECRET) is
      // a 401 the app can act on, not empty answers and foreign-key failures on every write.
      // The same indexed lookup answers the data version that tags and caches the answer.
      const dataVersion = await users.dataVersionOf(userId);
      if (dataVersion === undefined) throw unauthorized('Your session has expired. Please sign in again.');
      request.userId = userId;
      request.dataVersion = dataVersion;
    });
  },
  { name: 'authentication' },
);
