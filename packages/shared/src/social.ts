import { z } from 'zod';

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
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(FEED_LIMIT_MAX, `Limit must be at most ${FEED_LIMIT_MAX}.`)
    .default(FEED_LIMIT_DEFAULT),
  /** Opaque cursor from the X-Next-Cursor header of the previous page. */
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Before must be a cursor from a previous page.')
    .optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const idSchema = z.string().min(1).max(100);
export const postParamsSchema = z.object({ id: idSchema });
export const commentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

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
});
export type Post = z.infer<typeof postSchema>;

export const feedSchema = z.array(postSchema);
