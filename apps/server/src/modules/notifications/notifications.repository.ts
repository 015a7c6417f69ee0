import type { Insertable } from 'kysely';
import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { NotificationsTable } from '../../db/schema.js';

export function createNotificationsRepository(db: Db) {
  const notifications = ownedRows(db, 'notifications');
  return {
    async insert(rows: Insertable<NotificationsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
    },

    /** Newest first, with the actor's public columns. */
    list(userId: string, limit: number) {
      return db
        .selectFrom('notifications')
        .leftJoin('users', 'users.id', 'notifications.actor_id')
        .select([
          'notifications.id as id',
          'notifications.kind as kind',
          'notifications.post_id as post_id',
          'notifications.challenge_id as challenge_id',
          'notifications.detail as detail',
          'notifications.created_at as created_at',
          'notifications.read_at as read_at',
          'users.id as actor_id',
          'users.name as actor_name',
          'users.avatar_image_id as actor_avatar',
        ])
        .where('notifications.user_id', '=', userId)
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .execute();
    },

    unreadCount: (userId: string): Promise<number> =>
      countRows(rowsOfUser(db, 'notifications', userId).where('read_at', 'is', null)),

    /** Marks one of the user's notifications (or all of them) read; the number of rows it matched. */
    async markRead(userId: string, id: string | undefined, atIso: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: atIso })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(id !== undefined, (q) => q.where('id', '=', id as string))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async exists(userId: string, id: string): Promise<boolean> {
      return (await notifications.find(userId, id)) !== undefined;
    },

    /** Drops what a removed like left behind (an unlike takes its notification back). */
    async deleteOf(kind: string, actorId: string, postId: string): Promise<void> {
      await db
        .deleteFrom('notifications')
        .where('kind', '=', kind)
        .where('actor_id', '=', actorId)
        .where('post_id', '=', postId)
        .execute();
    },
  };
}
