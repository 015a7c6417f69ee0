import type { Notification, NotificationKind, NotificationList } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { avatarUrlOf } from '../users/user.mapper.js';
import { createNotificationsRepository } from './notifications.repository.js';

export const NOTIFICATIONS_SHOWN = 100;

export type NewNotification = {
  /** Who is told. */
  userId: string;
  /** Who did it; nobody is told about their own action. */
  actorId: string;
  kind: NotificationKind;
  postId?: string;
  challengeId?: string;
  detail?: string;
};

/** Other modules tell people things through `notify`, inside their own transaction when they pass one. */
export function createNotifier(db: Db) {
  const repository = createNotificationsRepository(db);
  return {
    async notify(items: NewNotification[]): Promise<void> {
      const at = nowIso();
      await repository.insert(
        items
          .filter((item) => item.userId !== item.actorId || item.kind === 'challenge-result')
          .map((item) => ({
            id: newId(),
            user_id: item.userId,
            actor_id: item.actorId,
            kind: item.kind,
            post_id: item.postId ?? null,
            challenge_id: item.challengeId ?? null,
            detail: item.detail ?? null,
            created_at: at,
            read_at: null,
          })),
      );
    },
    async withdrawLike(actorId: string, postId: string): Promise<void> {
      await repository.deleteOf('like', actorId, postId);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

export function createNotificationsService(db: Db) {
  const repository = createNotificationsRepository(db);
  return {
    async list(userId: string): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        repository.list(userId, NOTIFICATIONS_SHOWN),
        repository.unreadCount(userId),
      ]);
      return {
        unreadCount,
        items: rows.map((row): Notification => ({
          _id: row.id,
          kind: row.kind as Notification['kind'],
          actor: row.actor_id
            ? {
                _id: row.actor_id,
                name: row.actor_name ?? '',
                avatarUrl: avatarUrlOf(row.actor_avatar ?? null),
              }
            : null,
          postId: row.post_id,
          challengeId: row.challenge_id,
          detail: row.detail,
          read: row.read_at !== null,
          createdAt: row.created_at,
        })),
      };
    },

    unreadCount: (userId: string) => repository.unreadCount(userId),

    async markRead(userId: string, id: string): Promise<void> {
      // Already read is fine; somebody else's or unknown is a 404.
      if ((await repository.markRead(userId, id, nowIso())) === 0 && !(await repository.exists(userId, id))) {
        throw notFound('That notification');
      }
    },

    async markAllRead(userId: string): Promise<void> {
      await repository.markRead(userId, undefined, nowIso());
    },
  };
}
