import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';

/** How often one user's last activity is written at most (per instance, and across instances by the WHERE). */
export const PRESENCE_WRITE_EVERY_MS = 60_000;
/** Bounds the in-process memory of who was recorded when. */
const REMEMBERED_USERS = 10_000;

/**
 * Records when a user last made an authenticated request, for 'online' and 'last active' (issue 17). It writes
 * to `user_presence`, which has no data-version triggers, so being seen never changes the user's data version
 * (the dashboard's ETag); and at most once a minute per user, so a busy client costs one small write a minute.
 */
export function createPresence(db: Db, clock: () => number = Date.now) {
  const lastWritten = new Map<string, number>();
  /**
   * Whether this user's last activity is due to be written: false for a minute after each write (per
   * instance), so nearly every request passes without touching the database.
   */
  function isDue(userId: string): boolean {
    const previous = lastWritten.get(userId);
    return previous === undefined || clock() - previous >= PRESENCE_WRITE_EVERY_MS;
  }
  return {
    isDue,
    async seen(userId: string): Promise<void> {
      if (!isDue(userId)) return;
      const now = clock();
      if (lastWritten.size >= REMEMBERED_USERS) lastWritten.clear();
      lastWritten.set(userId, now);
      const at = new Date(now).toISOString();
      const staleBefore = new Date(now - PRESENCE_WRITE_EVERY_MS).toISOString();
      await db
        .insertInto('user_presence')
        .values({ user_id: userId, last_active_at: at })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ last_active_at: at })
            // Another instance wrote it within the minute: leave it.
            .where('user_presence.last_active_at', '<', staleBefore),
        )
        .execute();
    },
  };
}

/**
 * Once a request has authenticated a user, remember that they were here. A preHandler (not onResponse), so
 * the write is done before the answer leaves and no write outlives its request. A callback hook: a request
 * with nothing to write (all but one a minute per user) passes without a promise and microtask.
 */
export const presencePlugin = fp(
  async (app: FastifyInstance) => {
    const presence = createPresence(app.db);
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.userId || !presence.isDue(request.userId)) return done();
      presence.seen(request.userId).then(
        () => done(),
        (error: unknown) => {
          // Presence is best effort: a failure here must not fail the request.
          request.log.warn({ err: error }, 'could not record presence');
          done();
        },
      );
    });
  },
  { name: 'presence', dependencies: ['authentication'] },
);
