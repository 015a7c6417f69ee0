import {
  FRIEND_REQUESTS_PER_HOUR,
  FRIEND_REQUESTS_TOO_FAST,
  ONLINE_WITHIN_MINUTES,
  type BlockedUserList,
  type FriendList,
  type FriendRequestCreated,
  type FriendRequests,
  type FriendshipState,
  type UserSearchResult,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound, tooManyRequests } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createNotifier } from '../notifications/notifications.service.js';
import type { Throttle } from '../throttle/throttle.service.js';
import { avatarUrlOf, toPublicUserDto } from '../users/user.mapper.js';
import { createFriendsRepository, pairOf, type FriendLinkRow } from './friends.repository.js';

const PERSON = 'That person';
const REQUEST = 'That friend request';
const FRIEND = 'That friend';
const SEARCH_LIMIT = 20;
const HOUR_MS = 60 * 60 * 1000;
export const FRIEND_REQUEST_LIMIT = { max: FRIEND_REQUESTS_PER_HOUR, windowMs: HOUR_MS };

/** The caller's view of a link row. */
export function friendshipOf(link: FriendLinkRow | undefined, viewerId: string): FriendshipState {
  if (!link) return 'none';
  if (link.status === 'friends') return 'friends';
  return link.requester_id === viewerId ? 'outgoing' : 'incoming';
}

export function createFriendsService(db: Db, throttle: Throttle, clock: () => Date = () => new Date()) {
  const repository = createFriendsRepository(db);

  /** Someone the caller may deal with: exists, is not the caller, and no block stands between them. */
  async function requireReachable(userId: string, otherId: string) {
    if (otherId === userId) throw notFound(PERSON);
    const person = await repository.findPerson(otherId);
    if (!person || (await repository.blockedBetween(userId, otherId))) throw notFound(PERSON);
    return person;
  }

  return {
    async search(userId: string, q: string): Promise<UserSearchResult> {
      const people = await repository.search(userId, q, SEARCH_LIMIT);
      const links = await repository.linksOfWith(
        userId,
        people.map((person) => person.id),
      );
      const linkWith = new Map(
        links.map((link) => [link.user_a === userId ? link.user_b : link.user_a, link]),
      );
      return {
        items: people.map((person) => ({
          ...toPublicUserDto(person),
          friendship: friendshipOf(linkWith.get(person.id), userId),
        })),
      };
    },

    /**
     * Asks `otherId` to be friends. The pair has one row (keyed by the ordered pair), so asking twice adds
     * nothing, and asking someone who asked you accepts their request — also when both ask at the same moment:
     * the second insert meets the first on the key and turns it into a friendship.
     */
    async request(userId: string, otherId: string): Promise<FriendRequestCreated> {
      await requireReachable(userId, otherId);
      if (await throttle.isExceeded('friend-request', userId, FRIEND_REQUEST_LIMIT)) {
        throw tooManyRequests(FRIEND_REQUESTS_TOO_FAST);
      }
      const at = nowIso();
      const result = await db.transaction().execute(async (trx) => {
        const inTrx = createFriendsRepository(trx);
        const notifier = createNotifier(trx);
        const id = newId();
        const added = await inTrx.insertRequest({
          id,
          ...pairOf(userId, otherId),
          requester_id: userId,
          status: 'pending',
          created_at: at,
          accepted_at: null,
        });
        if (added) {
          await notifier.notify([{ userId: otherId, actorId: userId, kind: 'friend-request' }]);
          return { _id: id, friendship: 'outgoing' as const, added: true };
        }
        const link = await inTrx.findLink(userId, otherId);
        if (!link) throw notFound(PERSON); // removed in between: nothing to answer about
        if (link.status === 'pending' && link.requester_id !== userId) {
          if (await inTrx.acceptPending(link.id, userId, at)) {
            await notifier.notify([{ userId: otherId, actorId: userId, kind: 'friend-accepted' }]);
          }
          return { _id: link.id, friendship: 'friends' as const, added: false };
        }
        return {
          _id: link.id,
          friendship: link.status === 'friends' ? ('friends' as const) : ('outgoing' as const),
          added: false,
        };
      });
      if (result.added) await throttle.record('friend-request', userId);
      return { _id: result._id, friendship: result.friendship };
    },

    async requests(userId: string): Promise<FriendRequests> {
      const rows = await repository.pendingOf(userId);
      const toItem = (row: (typeof rows)[number]) => ({
        _id: row.id,
        user: { _id: row.other_id, name: row.other_name, avatarUrl: avatarUrlOf(row.other_avatar) },
        createdAt: row.created_at,
      });
      return {
        incoming: rows.filter((row) => row.requester_id !== userId).map(toItem),
        outgoing: rows.filter((row) => row.requester_id === userId).map(toItem),
      };
    },

    /** Only the one asked may accept; anyone else (the asker too) gets a 404. */
    async accept(userId: string, requestId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const inTrx = createFriendsRepository(trx);
        const link = await inTrx.findLinkById(requestId);
        if (!link || !(await inTrx.acceptPending(requestId, userId, nowIso()))) throw notFound(REQUEST);
        await createNotifier(trx).notify([
          { userId: link.requester_id, actorId: userId, kind: 'friend-accepted' },
        ]);
      });
    },

    async decline(userId: string, requestId: string): Promise<void> {
      const link = await repository.findLinkById(requestId);
      const involved = link !== undefined && (link.user_a === userId || link.user_b === userId);
      if (!link || !involved || friendshipOf(link, userId) !== 'incoming') {
        throw notFound(REQUEST);
      }
      if (!(await repository.deleteLink({ id: requestId }, 'pending'))) throw notFound(REQUEST);
    },

    /** Either friend may end it. */
    async remove(userId: string, otherId: string): Promise<void> {
      if (otherId === userId || !(await repository.deleteLink(pairOf(userId, otherId), 'friends'))) {
        throw notFound(FRIEND);
      }
    },

    async list(userId: string): Promise<FriendList> {
      const onlineSince = new Date(clock().getTime() - ONLINE_WITHIN_MINUTES * 60_000).toISOString();
      const rows = await repository.friendsOf(userId);
      return {
        items: rows.map((row) => ({
          ...toPublicUserDto(row),
          online: row.last_active_at !== null && row.last_active_at >= onlineSince,
          lastActiveAt: row.last_active_at,
        })),
      };
    },

    countFriends: (userId: string) => repository.countFriends(userId),

    /** Ends any friendship or request between them and refuses new ones both ways, in one transaction. */
    async block(userId: string, otherId: string): Promise<void> {
      if (otherId === userId || !(await repository.findPerson(otherId))) throw notFound(PERSON);
      await db.transaction().execute(async (trx) => {
        const inTrx = createFriendsRepository(trx);
        await inTrx.deleteAnyLink(userId, otherId);
        await inTrx.insertBlock(userId, otherId, nowIso());
      });
    },

    /** The people the caller blocked, to unblock (those who blocked the caller stay unknown to them). */
    async blocked(userId: string): Promise<BlockedUserList> {
      const rows = await repository.blockedBy(userId);
      return {
        items: rows.map(toPublicUserDto),
      };
    },

    /** Lifts the caller's own block; the friendship it ended stays ended. */
    async unblock(userId: string, otherId: string): Promise<void> {
      if (!(await repository.deleteBlock(userId, otherId))) throw notFound(PERSON);
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
