import type { Db } from '../../db/database.js';

export function createAccountRepository(db: Db) {
  return {
    /**
     * Removes the user; every table holding their data references users(id) on delete cascade, so their
     * rows, images, posts, comments, likes, friendships, sessions and tokens go in the same statement.
     */
    async deleteUser(userId: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
    /** Rate limits count by user id (posting) and by e-mail (failed sign-ins): the account's counts go too. */
    async forgetThrottleOf(userId: string, email: string): Promise<void> {
      await db
        .deleteFrom('throttle_events')
        .where((eb) =>
          eb.or([
            eb('key', 'in', [userId, email]),
            eb('key', 'like', `${email}|%`),
            eb('key', 'like', `${userId}|%`),
          ]),
        )
        .execute();
    },
  };
}
