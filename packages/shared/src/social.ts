import { z } from 'zod';
import { limitSchema } from './paging.js';
import { idParamsSchema, pathIdSchema } from './path-params.js';

export const POST_TEXT_MAX = 1000;
export const COMMENT_TEXT_MAX = 500;
export const FEED_LIMIT_DEFAULT = 50;
export const FEED_LIMIT_MAX = 100;
/** The fixed text of the 'Post' button when the quick-post box is blank (spec §2 Social). */
export const QUICK_POST_TEXT = 'Feeling great!';
/** Response header carrying the cursor of the next (older) feed page; absent on the last page. */
export const FEED_NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const postTextSchema = z
  .string({ error: 'Text is required.' })
  .trim()
  .min(1, 'Write something to post.')
  .max(POST_TEXT_MAX, `A post can be at most ${POST_TEXT_MAX} characters.`);

export const commentTextSchema = z
  .string({ error: 'Text is required.' })
  .trim()
  .min(1, 'Write something to comment.')
  .max(COMMENT_TEXT_MAX, `A comment can be at most ${COMMENT_TEXT_MAX} characters.`);

export const createPostBodySchema = z.object({ text: postTextSchema });
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

export const createCommentBodySchema = z.object({ text: commentTextSchema });
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

export const feedQuerySchema = z.object({
  limit: limitSchema(FEED_LIMIT_MAX, FEED_LIMIT_DEFAULT, { name: 'Limit' }),
  /** Opaque cursor from the X-Next-Cursor header of the previous page. */
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Before must be a cursor from a previous page.')
    .optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const postParamsSchema = idParamsSchema;
export const commentParamsSchema = z.object({ id: pathIdSchema, commentId: pathIdSchema });

/*
 * Issue 17: activity items. A feed item is a post (typed by a person) or an item the app posts for them: a
 * finished workout, an earned achievement, a streak milestone. All are liked and commented on the same way.
 */
export const FEED_ITEM_TYPES = ['post', 'workout', 'achievement', 'milestone'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];
/** Streak lengths (days) that post a milestone item. */
export const STREAK_MILESTONES = [7, 30, 100] as const;

export const activityDetailsSchema = z.object({
  /** The workout's name, the achievement's title, or the milestone ('7 day streak'). */
  title: z.string(),
  durationMin: z.number().nullable(),
  volumeKg: z.number().nullable(),
  caloriesBurned: z.number().nullable(),
  /** Personal records set by the workout. */
  records: z.number().nullable(),
  /** The streak length of a milestone. */
  days: z.number().nullable(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const postCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  text: z.string(),
  /** Ids of the users who like the post, each once. */
  likes: z.array(z.string()),
  /** Oldest first. */
  comments: z.array(postCommentSchema),
  createdAt: z.string(),
  type: z.enum(FEED_ITEM_TYPES),
  /** What the app posted about; null for a typed post. */
  activity: activityDetailsSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** GET /social/posts: the caller's and their friends' items, newest first. */
export const feedSchema = z.array(postSchema);
