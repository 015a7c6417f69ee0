import {
  commentParamsSchema,
  createCommentBodySchema,
  createPostBodySchema,
  errorBodySchema,
  FEED_NEXT_CURSOR_HEADER,
  feedQuerySchema,
  feedSchema,
  postParamsSchema,
  postSchema,
  socialStatsSchema,
} from '@momentum/shared';
import type { Config } from '../../config.js';
import { rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createSocialService } from './social.service.js';

type Options = { limits: Pick<Config['limits'], 'postsPerUser'> };

/** Routes of the social module, mounted under /api. */
export const socialRoutes = signedInRoutes<Options>('social', async (app, { limits }) => {
  const social = createSocialService({ db: app.db, throttle: createThrottle(app.db), limits });
  const notFound = { 404: errorBodySchema };

  app.get(
    '/social/posts',
    { schema: { querystring: feedQuerySchema, response: { 200: feedSchema } } },
    async (request, reply) => {
      const { posts, nextCursor } = await social.getFeed(request.userId, request.query);
      if (nextCursor) reply.header(FEED_NEXT_CURSOR_HEADER, nextCursor);
      return posts;
    },
  );

  app.get('/social/stats', { schema: { response: { 200: socialStatsSchema } } }, async (request) =>
    social.stats(request.userId, request.timeZone),
  );

  app.post(
    '/social/posts',
    {
      schema: {
        body: createPostBodySchema,
        response: { 201: postSchema, ...notFound, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await social.createPost(request.userId, request.body)),
  );

  rowActionRoute(app, 'DELETE', '/social/posts/:id', postParamsSchema, (userId, { id }) =>
    social.deletePost(userId, id),
  );

  app.post(
    '/social/posts/:id/like',
    { schema: { params: postParamsSchema, response: { 200: postSchema, ...notFound } } },
    async (request) => social.like(request.userId, request.params.id),
  );

  app.post(
    '/social/posts/:id/unlike',
    { schema: { params: postParamsSchema, response: { 200: postSchema, ...notFound } } },
    async (request) => social.unlike(request.userId, request.params.id),
  );

  app.post(
    '/social/posts/:id/comments',
    {
      schema: {
        params: postParamsSchema,
        body: createCommentBodySchema,
        response: { 201: postSchema, ...notFound, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await social.addComment(request.userId, request.params.id, request.body)),
  );

  rowActionRoute(app, 'DELETE', '/social/posts/:id/comments/:commentId', commentParamsSchema, (userId, p) =>
    social.deleteComment(userId, p.id, p.commentId),
  );
});
