import { sql, type Selectable } from 'kysely';
import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import type { FriendLinksTable } from '../../db/schema.js';

export type FriendLinkRow = Selectable<FriendLinksTable>;
export type PersonRow = { id: string; name: string; avatar_image_id: string | null };

/** The key of a pair of people: the smaller id first, so both directions name the same row. */
export function pairOf(one: string, other: string): { user_a: string; user_b: string } {
  return one < other ? { user_a: one, user_b: other } : { user_a: other, user_b: one };
}

/** Rows whose `column` names someone the viewer blocked or who blocked the viewer are left out. */
export const notBlockedWith = (viewerId: string, column: string) =>
  sql<boolean>`not exists (select 1 from user_blocks where (blocker_id = ${viewerId} and blocked_id = ${sql.ref(column)}) or (blocked_id = ${viewerId} and blocker_id = ${sql.ref(column)}))`;

/** The ids of a user's friends, as a subquery (one query however many friends there are). */
export function friendIdsQuery(db: Db, userId: string) {
  return db
    .selectFrom('friend_links')
    .select('user_b as id')
    .where('user_a', '=', userId)
    .where('status', '=', 'friends')
    .union(
      db
        .selectFrom('friend_links')
        .select('user_a as id')
        .where('user_b', '=', userId)
        .where('status', '=', 'friends'),
    );
}

export function createFriendsRepository(db: Db) {
  return {
    findPerson(id: string): Promise<PersonRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'avatar_image_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findLink(one: string, other: string): Promise<FriendLinkRow | undefined> {
      return db
        .selectFrom('friend_links')
        .selectAll()
        .where((eb) => eb.and(pairOf(one, other)))
        .executeTakeFirst();
    },

    findLinkById(id: string): Promise<FriendLinkRow | undefined> {
      return db.selectFrom('friend_links').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Adds a pending request unless the pair already has a row; true when this call added it. */
    async insertRequest(row: FriendLinkRow): Promise<boolean> {
      const result = await db
        .insertInto('friend_links')
        .values(row)
        .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Pending → friends, only when the one accepting is not the one who asked; true when it changed. */
    async acceptPending(linkId: string, accepterId: string, atIso: string): Promise<boolean> {
      const result = await db
        .updateTable('friend_links')
        .set({ status: 'friends', accepted_at: atIso })
        .where('id', '=', linkId)
        .where('status', '=', 'pending')
        .where('requester_id', '!=', accepterId)
        .where((eb) => eb.or([eb('user_a', '=', accepterId), eb('user_b', '=', accepterId)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteLink(
      where: { id: string } | { user_a: string; user_b: string },
      status: FriendLinkRow['status'],
    ): Promise<boolean> {
      const result = await db
        .deleteFrom('friend_links')
        .where((eb) => eb.and(where))
        .where('status', '=', status)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async deleteAnyLink(one: string, other: string): Promise<void> {
      await db
        .deleteFrom('friend_links')
        .where((eb) => eb.and(pairOf(one, other)))
        .execute();
    },

    /** Pending requests the user sent or received, with the other person. */
    pendingOf(userId: string) {
      return db
        .selectFrom('friend_links')
        .innerJoin('users', (join) =>
          join.on((eb) =>
            eb.or([
              eb.and([
                eb('friend_links.user_a', '=', userId),
                eb('users.id', '=', eb.ref('friend_links.user_b')),
              ]),
              eb.and([
                eb('friend_links.user_b', '=', userId),
                eb('users.id', '=', eb.ref('friend_links.user_a')),
              ]),
            ]),
          ),
        )
        .select([
          'friend_links.id as id',
          'friend_links.requester_id as requester_id',
          'friend_links.created_at as created_at',
          'users.id as other_id',
          'users.name as other_name',
          'users.avatar_image_id as other_avatar',
        ])
        .where('friend_links.status', '=', 'pending')
        .where((eb) =>
          eb.or([eb('friend_links.user_a', '=', userId), eb('friend_links.user_b', '=', userId)]),
        )
        .orderBy('friend_links.created_at', 'desc')
        .orderBy('friend_links.id', 'desc')
        .execute();
    },

    /** The user's friends with when each was last seen, by name. */
    friendsOf(userId: string) {
      return db
        .selectFrom('users')
        .leftJoin('user_presence', 'user_presence.user_id', 'users.id')
        .select(['users.id as id', 'users.name as name', 'users.avatar_image_id as avatar_image_id'])
        .select('user_presence.last_active_at as last_active_at')
        .where('users.id', 'in', friendIdsQuery(db, userId))
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
    },

    countFriends: (userId: string): Promise<number> =>
      countRows(
        db
          .selectFrom('friend_links')
          .where('status', '=', 'friends')
          .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)])),
      ),

    async areFriends(one: string, other: string): Promise<boolean> {
      const link = await db
        .selectFrom('friend_links')
        .select('status')
        .where((eb) => eb.and(pairOf(one, other)))
        .executeTakeFirst();
      return link?.status === 'friends';
    },

    /** The people `blockerId` blocked, by name. */
    blockedBy(blockerId: string) {
      return db
        .selectFrom('user_blocks')
        .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
        .select(['users.id as id', 'users.name as name', 'users.avatar_image_id as avatar_image_id'])
        .where('user_blocks.blocker_id', '=', blockerId)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
    },

    /** Blocked either way. */
    async blockedBetween(one: string, other: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_blocks')
        .select('blocker_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', one), eb('blocked_id', '=', other)]),
            eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', one)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertBlock(blockerId: string, blockedId: string, atIso: string): Promise<void> {
      await db
        .insertInto('user_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: atIso })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    },

    async deleteBlock(blockerId: string, blockedId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * People whose name contains `q` (any case), never the caller, never anyone blocked either way; findable
     * ones only, except people already linked to the caller (friends, requests), who stay findable to them.
     */
    search(userId: string, q: string, limit: number) {
      // LIKE with an explicit escape character means the same on SQLite and PostgreSQL.
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('users')
        .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
        .select(['users.id as id', 'users.name as name', 'users.avatar_image_id as avatar_image_id'])
        .where('users.id', '!=', userId)
        .where(sql<boolean>`lower(users.name) like ${pattern} escape '\\'`)
        .where(notBlockedWith(userId, 'users.id'))
        .where((eb) =>
          eb.or([
            eb('user_settings.findable', 'is', null),
            eb('user_settings.findable', '=', 1),
            eb.exists(
              eb
                .selectFrom('friend_links')
                .select('id')
                .where((f) =>
                  f.or([
                    f.and([f('user_a', '=', userId), f('user_b', '=', f.ref('users.id'))]),
                    f.and([f('user_b', '=', userId), f('user_a', '=', f.ref('users.id'))]),
                  ]),
                ),
            ),
          ]),
        )
        .orderBy('users.name')
        .orderBy('users.id')
        .limit(limit)
        .execute();
    },

    linksOfWith(userId: string, others: string[]) {
      if (others.length === 0) return Promise.resolve([] as FriendLinkRow[]);
      return db
        .selectFrom('friend_links')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('user_a', '=', userId), eb('user_b', 'in', others)]),
            eb.and([eb('user_b', '=', userId), eb('user_a', 'in', others)]),
          ]),
        )
        .execute();
    },

    lastActiveOf(userId: string) {
      return rowsOfUser(db, 'user_presence', userId).select('last_active_at').executeTakeFirst();
    },
  };
}
export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
