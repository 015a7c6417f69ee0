import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@momentum/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createSocialService } from './social.service.js';

type Options = { limits: Pick<Config['limits'], 'postsPerUser'> };

const noContentSchema = z.void().describe('No content');

/** Routes of the social module, mounted under /api. */
export const socialRoutes: FastifyPluginAsyncZod<Options> = async (app, { limits }) => {
  app.addHook('onRequest', app.authenticate);

  const social = createSocialService({ db: app.db, throttle: createThrottle(app.db), limits });
  const tags = ['social'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/social/posts',
    {
      schema: {
        tags,
        security,
        querystring: feedQuerySchema,
        response: { 200: feedSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { posts, nextCursor } = await social.getFeed(request.query);
      if (nextCursor) reply.header(FEED_NEXT_CURSOR_HEADER, nextCursor);
      return posts;
    },
  );

  app.post(
    '/social/posts',
    {
      schema: {
        tags,
        security,
        body: createPostBodySchema,
        response: { 201: postSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await social.createPost(request.userId, request.body)),
  );

  app.delete(
    '/social/posts/:id',
    { schema: { tags, security, params: postParamsSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await social.deletePost(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/social/posts/:id/like',
    { schema: { tags, security, params: postParamsSchema, response: { 200: postSchema, ...errors } } },
    async (request) => social.like(request.userId, request.params.id),
  );

  app.post(
    '/social/posts/:id/unlike',
    { schema: { tags, security, params: postParamsSchema, response: { 200: postSchema, ...errors } } },
    async (request) => social.unlike(request.userId, request.params.id),
  );

  app.post(
    '/social/posts/:id/comments',
    {
      schema: {
        tags,
        security,
        params: postParamsSchema,
        body: createCommentBodySchema,
        response: { 201: postSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await social.addComment(request.userId, request.params.id, request.body)),
  );

  app.delete(
    '/social/posts/:id/comments/:commentId',
    {
      schema: { tags, security, params: commentParamsSchema, response: { 204: noContentSchema, ...errors } },
    },
    async (request, reply) => {
      await social.deleteComment(request.userId, request.params.id, request.params.commentId);
      return reply.status(204).send();
    },
  );
};
