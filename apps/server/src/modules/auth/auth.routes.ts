import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  authSummarySchema,
  errorBodySchema,
  loginBodySchema,
  logoutBodySchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  passwordChangeBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  sessionIdParamsSchema,
  sessionListSchema,
  signedOutSchema,
} from '@momentum/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { dashboardPartsOf } from '../dashboard/dashboard-parts.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createUsersService } from '../users/users.service.js';
import { sessionIdOfVerified } from './access-token.js';
import { createAuthService } from './auth.service.js';

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
/** The session the signed-in request came from (its access token was verified before the handler). */
const sessionOf = (request: FastifyRequest) =>
  sessionIdOfVerified(request.headers.authorization?.slice('Bearer '.length).trim() ?? '');

type Options = { secret: Buffer; limits: Config['limits'] };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { secret, limits }) => {
  const auth = createAuthService({ db: app.db, secret, throttle: createThrottle(app.db), limits });
  const users = createUsersService(app.db);
  const tags = ['auth'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  app.post(
    '/register',
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, request.ip, userAgentOf(request))),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => auth.login(request.body, request.ip, userAgentOf(request)),
  );

  app.post(
    '/refresh',
    { schema: { tags, body: refreshBodySchema, response: { 200: refreshResponseSchema, ...errors } } },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post('/logout', { schema: { tags, body: logoutBodySchema.optional() } }, async (request, reply) => {
    await auth.logout(request.body?.refresh);
    return reply.status(204).send();
  });

  app.register(
    signedInRoutes('auth', async (signedIn) => {
      signedIn.get(
        '/profile',
        { schema: { response: { 200: profileResponseSchema } }, preHandler: revalidateByDataVersion },
        async (request) => dashboardPartsOf(request).profile(),
      );

      signedIn.put(
        '/profile',
        {
          schema: {
            body: profileUpdateBodySchema,
            response: { 200: profileResponseSchema, 409: errorBodySchema },
          },
        },
        async (request) => ({ user: await users.updateProfile(request.userId, request.body) }),
      );

      signedIn.put('/password', { schema: { body: passwordChangeBodySchema } }, async (request, reply) => {
        await auth.changePassword(request.userId, request.body, sessionOf(request));
        return reply.status(204).send();
      });

      signedIn.get('/sessions', { schema: { response: { 200: sessionListSchema } } }, async (request) => ({
        sessions: await auth.listSessions(request.userId, sessionOf(request)),
      }));

      signedIn.delete('/sessions', { schema: { response: { 200: signedOutSchema } } }, async (request) => ({
        signedOut: await auth.endOtherSessions(request.userId, sessionOf(request)),
      }));

      rowActionRoute(signedIn, 'DELETE', '/sessions/:id', sessionIdParamsSchema, (userId, { id }) =>
        auth.endSession(userId, id),
      );

      signedIn.get(
        '/summary',
        { schema: { response: { 200: authSummarySchema } }, preHandler: revalidateByDataVersion },
        async (request) => dashboardPartsOf(request).summary(),
      );
    }),
  );
};
