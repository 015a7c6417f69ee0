import {
  activityDetailsSchema,
  FEED_ITEM_TYPES,
  type CreateCommentBody,
  type CreatePostBody,
  type FeedItemType,
  type FeedQuery,
  type Post,
  type SocialStats,
} from '@momentum/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound, tooManyRequests } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import { decodeCursor, isTextTuple, keysetPage } from '../../lib/page-cursor.js';
import { createStreakService } from '../activity/streak.service.js';
import { createFriendsRepository } from '../friends/friends.repository.js';
import { createNotifier } from '../notifications/notifications.service.js';
import type { Throttle } from '../throttle/throttle.service.js';
import { avatarUrlOf } from '../users/user.mapper.js';
import {
  createSocialRepository,
  type CommentRow,
  type FeedPosition,
  type LikeRow,
  type PostRow,
} from './social.repository.js';

export const POSTING_TOO_FAST = 'You are posting too fast. Please wait a moment.';
const POST_NOT_FOUND = 'That post';
const COMMENT_NOT_FOUND = 'That comment';

type Deps = { db: Db; throttle: Throttle; limits: Pick<Config['limits'], 'postsPerUser'> };

export type FeedPage = { posts: Post[]; nextCursor: string | undefined };

/** The feed's cursor, opaque to clients: base64url of the last post's [created_at, id]; a 400 naming `before`. */
function decodeFeedCursor(cursor: string): FeedPosition {
  const [createdAt, id] = decodeCursor(
    cursor,
    isTextTuple<readonly [string, string]>(2),
    'Before must be a cursor from a previous page.',
    'before',
  );
  return { createdAt, id };
}

/** A post that vanished between our check and our write shows up as a foreign-key failure: it is a 404. */
function isMissingParent(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '23503' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(message ?? '')
  );
}

function groupBy<T extends { post_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.post_id);
    if (group) group.push(row);
    else groups.set(row.post_id, [row]);
  }
  return groups;
}

const itemTypeOf = (type: string): FeedItemType =>
  (FEED_ITEM_TYPES as readonly string[]).includes(type) ? (type as FeedItemType) : 'post';

function activityOf(row: PostRow): Post['activity'] {
  if (row.details === null) return null;
  const parsed = activityDetailsSchema.safeParse(parseJsonColumn<unknown>(row.details, null));
  return parsed.success ? parsed.data : null;
}

function toPostDto(row: PostRow, likes: LikeRow[], comments: CommentRow[]): Post {
  return {
    type: itemTypeOf(row.type),
    activity: activityOf(row),
    _id: row.id,
    user: { _id: row.user_id, name: row.user_name, avatarUrl: avatarUrlOf(row.user_avatar_image_id) },
    text: row.text,
    likes: likes.map((like) => like.user_id),
    comments: comments.map((comment) => ({
      _id: comment.id,
      text: comment.text,
      user: { _id: comment.user_id, name: comment.user_name },
      createdAt: comment.created_at,
    })),
    createdAt: row.created_at,
  };
}

export function createSocialService({ db, throttle, limits }: Deps) {
  const repository = createSocialRepository(db);
  const notifier = createNotifier(db);

  /** Three queries whatever the page size: the posts, then all their likes, then all their comments. */
  async function hydrate(rows: PostRow[], viewerId: string): Promise<Post[]> {
    const ids = rows.map((row) => row.id);
    const [likes, comments] = await Promise.all([
      repository.likesOf(ids, viewerId),
      repository.commentsOf(ids, viewerId),
    ]);
    const likesByPost = groupBy(likes);
    const commentsByPost = groupBy(comments);
    return rows.map((row) => toPostDto(row, likesByPost.get(row.id) ?? [], commentsByPost.get(row.id) ?? []));
  }

  /** A post the viewer may not see answers exactly like one that does not exist. */
  async function requireVisible(id: string, viewerId: string): Promise<PostRow> {
    const row = await repository.findVisiblePost(id, viewerId);
    if (!row) throw notFound(POST_NOT_FOUND);
    return row;
  }

  async function requirePost(id: string, viewerId: string): Promise<Post> {
    const [post] = await hydrate([await requireVisible(id, viewerId)], viewerId);
    return post as Post;
  }

  async function guardRate(kind: string, userId: string): Promise<void> {
    if (await throttle.isExceeded(kind, userId, limits.postsPerUser)) throw tooManyRequests(POSTING_TOO_FAST);
  }

  async function writeOnPost<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isMissingParent(error)) throw notFound(POST_NOT_FOUND);
      throw error;
    }
  }

  return {
    /** 'Your Stats': the real streak, total workouts and friend count. */
    async stats(userId: string, timeZone: string): Promise<SocialStats> {
      const [streaks, totalWorkouts, friends] = await Promise.all([
        createStreakService(db).getStreaks(userId, timeZone),
        repository.countWorkouts(userId),
        createFriendsRepository(db).countFriends(userId),
      ]);
      return { currentStreak: streaks.current, totalWorkouts, friends };
    },

    async getFeed(viewerId: string, query: FeedQuery): Promise<FeedPage> {
      const page = await keysetPage(
        { cursor: query.before, limit: query.limit, decode: decodeFeedCursor },
        (size, before) => repository.listPosts(viewerId, size, before),
        (row) => [row.created_at, row.id],
      );
      return { posts: await hydrate(page.items, viewerId), nextCursor: page.nextCursor };
    },

    async createPost(userId: string, body: CreatePostBody): Promise<Post> {
      await guardRate('social-post', userId);
      const id = newId();
      await repository.insertPost({ id, user_id: userId, text: body.text, created_at: nowIso() });
      await throttle.record('social-post', userId);
      return requirePost(id, userId);
    },

    async deletePost(userId: string, postId: string): Promise<void> {
      // Someone else's post answers exactly like an unknown one.
      if (!(await repository.deleteOwnPost(postId, userId))) throw notFound(POST_NOT_FOUND);
    },

    async like(userId: string, postId: string): Promise<Post> {
      const post = await requireVisible(postId, userId);
      const added = await writeOnPost(() => repository.insertLike(postId, userId, nowIso()));
      if (added) {
        await writeOnPost(() =>
          notifier.notify([{ userId: post.user_id, actorId: userId, kind: 'like', postId }]),
        );
      }
      return requirePost(postId, userId);
    },

    async unlike(userId: string, postId: string): Promise<Post> {
      await requireVisible(postId, userId);
      await repository.deleteLike(postId, userId);
      await notifier.withdrawLike(userId, postId);
      return requirePost(postId, userId);
    },

    async addComment(userId: string, postId: string, body: CreateCommentBody): Promise<Post> {
      const post = await requireVisible(postId, userId);
      await guardRate('social-comment', userId);
      await writeOnPost(() =>
        db.transaction().execute(async (trx) => {
          await createSocialRepository(trx).insertComment({
            id: newId(),
            post_id: postId,
            user_id: userId,
            text: body.text,
            created_at: nowIso(),
          });
          await createNotifier(trx).notify([
            {
              userId: post.user_id,
              actorId: userId,
              kind: 'comment',
              postId,
              detail: body.text.slice(0, 80),
            },
          ]);
        }),
      );
      await throttle.record('social-comment', userId);
      return requirePost(postId, userId);
    },

    async deleteComment(userId: string, postId: string, commentId: string): Promise<void> {
      if (!(await repository.deleteOwnComment(postId, commentId, userId))) throw notFound(COMMENT_NOT_FOUND);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
