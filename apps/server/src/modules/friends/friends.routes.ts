import {
  blockedUserListSchema,
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
import { rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createFriendsService } from './friends.service.js';

const notFound = { 404: errorBodySchema };

/** People search, friend requests, friends and blocks (issue 17), mounted under /api. */
export const friendsRoutes = signedInRoutes('friends', async (app) => {
  const friends = createFriendsService(app.db, createThrottle(app.db));

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

  rowActionRoute(app, 'POST', '/friends/requests/:id/accept', requestParamsSchema, (userId, { id }) =>
    friends.accept(userId, id),
  );

  rowActionRoute(app, 'POST', '/friends/requests/:id/decline', requestParamsSchema, (userId, { id }) =>
    friends.decline(userId, id),
  );

  app.get('/friends', { schema: { response: { 200: friendListSchema } } }, async (request) =>
    friends.list(request.userId),
  );

  rowActionRoute(app, 'DELETE', '/friends/:userId', friendParamsSchema, (userId, params) =>
    friends.remove(userId, params.userId),
  );

  app.get('/users/blocked', { schema: { response: { 200: blockedUserListSchema } } }, async (request) =>
    friends.blocked(request.userId),
  );

  rowActionRoute(app, 'POST', '/users/:id/block', userParamsSchema, (userId, { id }) =>
    friends.block(userId, id),
  );

  rowActionRoute(app, 'DELETE', '/users/:id/block', userParamsSchema, (userId, { id }) =>
    friends.unblock(userId, id),
  );
});
