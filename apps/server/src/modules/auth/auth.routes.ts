import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  authSummarySchema,
  errorBodySchema,
  loginBodySchema,
  logoutBodySchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
} from '@momentum/shared';
import type { Config } from '../../config.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createStreakService } from '../activity/streak.service.js';
import { createThrottle } from '../throttle/throttle.service.js';
import { createUsersService } from '../users/users.service.js';
import { createAuthService } from './auth.service.js';

type Options = { secret: Buffer; limits: Config['limits'] };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { secret, limits }) => {
  const auth = createAuthService({ db: app.db, secret, throttle: createThrottle(app.db), limits });
  const users = createUsersService(app.db);
  const streaks = createStreakService(app.db);
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
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
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
    async (request) => auth.login(request.body, request.ip),
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
      signedIn.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => ({
        user: await users.getProfile(request.userId, request.timeZone),
      }));

      signedIn.put(
        '/profile',
        { schema: { body: profileUpdateBodySchema, response: { 200: profileResponseSchema } } },
        async (request) => ({ user: await users.updateProfile(request.userId, request.body) }),
      );

      signedIn.get('/summary', { schema: { response: { 200: authSummarySchema } } }, async (request) => {
        const user = await users.requireUser(request.userId);
        const { current, highest } = await streaks.getStreaks(request.userId, request.timeZone);
        return { streak: current, highestStreak: highest, startWeightKg: user.start_weight_kg };
      });
    }),
  );
};
