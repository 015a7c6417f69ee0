import {
  challengeListSchema,
  challengeParamsSchema,
  challengeSchema,
  createChallengeBodySchema,
  errorBodySchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from '@momentum/shared';
import { z } from 'zod';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createCompetitionService } from './competition.service.js';

const noContentSchema = z.void().describe('No content');

/** The weekly leaderboard among friends and challenges (issue 17), mounted under /api. */
export const competitionRoutes = signedInRoutes('social', async (app) => {
  const competition = createCompetitionService(app.db);
  const answer = {
    schema: { params: challengeParamsSchema, response: { 204: noContentSchema, 404: errorBodySchema } },
  };

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

  app.post('/social/challenges/:id/accept', answer, async (request, reply) => {
    await competition.answer(request.userId, request.params.id, 'accepted');
    return reply.status(204).send();
  });

  app.post('/social/challenges/:id/decline', answer, async (request, reply) => {
    await competition.answer(request.userId, request.params.id, 'declined');
    return reply.status(204).send();
  });
});
