import {
  challengeListSchema,
  challengeParamsSchema,
  challengeSchema,
  createChallengeBodySchema,
  errorBodySchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from '@momentum/shared';
import { rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createCompetitionService } from './competition.service.js';

/** The weekly leaderboard among friends and challenges (issue 17), mounted under /api. */
export const competitionRoutes = signedInRoutes('social', async (app) => {
  const competition = createCompetitionService(app.db);

  app.get(
    '/social/leaderboard',
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardSchema } } },
    async (request) => competition.leaderboard(request.userId, request.query.metric, request.timeZone),
  );

  app.get('/social/challenges', { schema: { response: { 200: challengeListSchema } } }, async (request) =>
    competition.list(request.userId, request.timeZone),
  );

  app.post(
    '/social/challenges',
    { schema: { body: createChallengeBodySchema, response: { 201: challengeSchema, 404: errorBodySchema } } },
    async (request, reply) =>
      reply.status(201).send(await competition.create(request.userId, request.body, request.timeZone)),
  );

  rowActionRoute(app, 'POST', '/social/challenges/:id/accept', challengeParamsSchema, (userId, { id }) =>
    competition.answer(userId, id, 'accepted'),
  );

  rowActionRoute(app, 'POST', '/social/challenges/:id/decline', challengeParamsSchema, (userId, { id }) =>
    competition.answer(userId, id, 'declined'),
  );
});
