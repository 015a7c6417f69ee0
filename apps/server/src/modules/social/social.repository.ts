import type { Insertable } from 'kysely';
import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';
import { deleteRowsOfUser, ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { PostCommentsTable, PostsTable } from '../../db/schema.js';
import { friendIdsQuery, notBlockedWith } from '../friends/friends.repository.js';

/** A post with only the public columns of its author: never e-mail, hash or onboarding. */
export type PostRow = {
  id: string;
  text: string;
  created_at: string;
  user_id: string;
  user_name: string;
  user_avatar_image_id: string | null;
  type: string;
  details: string | null;
};

export type LikeRow = { post_id: string; user_id: string };

export type CommentRow = {
  id: string;
  post_id: string;
  text: string;
  created_at: string;
  user_id: string;
  user_name: string;
};

export type FeedPosition = { createdAt: string; id: string };

export function createSocialRepository(db: Db) {
  const posts = ownedRows(db, 'posts');
  const postsWithAuthor = () =>
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select([
        'posts.id as id',
        'posts.text as text',
        'posts.created_at as created_at',
        'posts.user_id as user_id',
        'users.name as user_name',
        'users.avatar_image_id as user_avatar_image_id',
        'posts.type as type',
        'posts.details as details',
      ]);

  /** A post is visible to its author and the author's friends only (issue 17). */
  const visibleTo = (viewerId: string) =>
    postsWithAuthor().where((eb) =>
      eb.or([eb('posts.user_id', '=', viewerId), eb('posts.user_id', 'in', friendIdsQuery(db, viewerId))]),
    );

  return {
    /**
     * The viewer's and their friends' posts, newest first; (created_at, id) orders posts totally, so a page
     * boundary never splits or repeats one.
     */
    listPosts(viewerId: string, limit: number, before: FeedPosition | undefined): Promise<PostRow[]> {
      let query = visibleTo(viewerId);
      if (before) {
        query = query.where((eb) =>
          eb.or([
            eb('posts.created_at', '<', before.createdAt),
            eb.and([eb('posts.created_at', '=', before.createdAt), eb('posts.id', '<', before.id)]),
          ]),
        );
      }
      return query.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
    },

    /** The post when the viewer may see it. */
    findVisiblePost(id: string, viewerId: string): Promise<PostRow | undefined> {
      return visibleTo(viewerId).where('posts.id', '=', id).executeTakeFirst();
    },

    /** Likes and comments of people blocked either way with the viewer stay hidden from them. */
    likesOf(postIds: string[], viewerId: string): Promise<LikeRow[]> {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('post_likes')
        .select(['post_id', 'user_id'])
        .where('post_id', 'in', postIds)
        .where(notBlockedWith(viewerId, 'post_likes.user_id'))
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
    },

    commentsOf(postIds: string[], viewerId: string): Promise<CommentRow[]> {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('post_comments')
        .innerJoin('users', 'users.id', 'post_comments.user_id')
        .select([
          'post_comments.id as id',
          'post_comments.post_id as post_id',
          'post_comments.text as text',
          'post_comments.created_at as created_at',
          'post_comments.user_id as user_id',
          'users.name as user_name',
        ])
        .where('post_comments.post_id', 'in', postIds)
        .where(notBlockedWith(viewerId, 'post_comments.user_id'))
        .orderBy('post_comments.created_at')
        .orderBy('post_comments.id')
        .execute();
    },

    async insertPost(row: Insertable<PostsTable>): Promise<void> {
      await db.insertInto('posts').values(row).execute();
    },

    /** An item the app posts; one per (user, activity_key): a second one adds nothing. */
    async insertActivity(row: Insertable<PostsTable> & { activity_key: string }): Promise<boolean> {
      const result = await db
        .insertInto('posts')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'activity_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    countWorkouts: (userId: string): Promise<number> => countRows(rowsOfUser(db, 'workout_logs', userId)),

    /** Deletes the post only when it belongs to the user; its likes and comments go with it (cascade). */
    deleteOwnPost: (id: string, userId: string): Promise<boolean> => posts.delete(userId, id),

    /** A second like by the same user changes nothing: the primary key (post_id, user_id) holds it once. */
    async insertLike(postId: string, userId: string, atIso: string): Promise<boolean> {
      const result = await db
        .insertInto('post_likes')
        .values({ post_id: postId, user_id: userId, created_at: atIso })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async deleteLike(postId: string, userId: string): Promise<void> {
      await deleteRowsOfUser(db, 'post_likes', userId).where('post_id', '=', postId).execute();
    },

    async insertComment(row: Insertable<PostCommentsTable>): Promise<void> {
      await db.insertInto('post_comments').values(row).execute();
    },

    async deleteOwnComment(postId: string, commentId: string, userId: string): Promise<boolean> {
      const result = await deleteRowsOfUser(db, 'post_comments', userId)
        .where('id', '=', commentId)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;
