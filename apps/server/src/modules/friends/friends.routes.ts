import {
  errorBodySchema,
  friendListSchema,
  friendParamsSchema,
  friendRequestBodySchema,
  friendRequestCreatedSchema,
  friendRequestsSchema,
  requestParamsSchema,
  userParamsSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@momentum/shared';
import { z } from 'zod';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createFriendsService } from './friends.service.js';

const noContentSchema = z.void().describe('No content');
const notFound = { 404: errorBodySchema };

/** People search, friend requests, friends and blocks (issue 17), mounted under /api. */
export const friendsRoutes = signedInRoutes('friends', async (app) => {
  const friends = createFriendsService(app.db, createThrottle(app.db));
  const done = { schema: { response: { 204: noContentSchema, ...notFound } } };

  app.get(
    '/users/search',
    { schema: { querystring: userSearchQuerySchema, response: { 200: userSearchResultSchema } } },
    async (request) => friends.search(request.userId, request.query.q),
  );

  app.post(
    '/friends/requests',
    {
      schema: {
        body: friendRequestBodySchema,
        response: {
          200: friendRequestCreatedSchema,
          201: friendRequestCreatedSchema,
          ...notFound,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await friends.request(request.userId, request.body.userId);
      return reply.status(created.friendship === 'outgoing' ? 201 : 200).send(created);
    },
  );

  app.get('/friends/requests', { schema: { response: { 200: friendRequestsSchema } } }, async (request) =>
    friends.requests(request.userId),
  );

  app.post(
    '/friends/requests/:id/accept',
    { schema: { params: requestParamsSchema, ...done.schema } },
    async (request, reply) => {
      await friends.accept(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/friends/requests/:id/decline',
    { schema: { params: requestParamsSchema, ...done.schema } },
    async (request, reply) => {
      await friends.decline(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get('/friends', { schema: { response: { 200: friendListSchema } } }, async (request) =>
    friends.list(request.userId),
  );

  app.delete(
    '/friends/:userId',
    { schema: { params: friendParamsSchema, ...done.schema } },
    async (request, reply) => {
      await friends.remove(request.userId, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:id/block',
    { schema: { params: userParamsSchema, ...done.schema } },
    async (request, reply) => {
      await friends.block(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/block',
    { schema: { params: userParamsSchema, ...done.schema } },
    async (request, reply) => {
      await friends.unblock(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
});
