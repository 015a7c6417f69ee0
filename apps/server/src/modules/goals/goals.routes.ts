import {
  errorBodySchema,
  goalCreateBodySchema,
  goalIdParamsSchema,
  goalListSchema,
  goalProgressBodySchema,
  goalSchema,
  goalsQuerySchema,
  goalEditBodySchema,
} from '@momentum/shared';
import { calendarDayOf } from '../../lib/calendar-day.js';
import { rowActionRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createGoalsService } from './goals.service.js';

/** Personal goals (issue 8), mounted under /api. */
export const goalsRoutes = signedInRoutes('goals', async (app) => {
  const goals = createGoalsService(app.db);

  app.get(
    '/goals',
    { schema: { querystring: goalsQuerySchema, response: { 200: goalListSchema } } },
    async (request) => goals.list(request.userId, request.query.status, request.timeZone),
  );

  app.post(
    '/goals',
    { schema: { body: goalCreateBodySchema, response: { 201: goalSchema, 409: errorBodySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await goals.create(
            request.userId,
            { ...request.body, deadline: calendarDayOf(request, request.body.deadline) },
            request.timeZone,
          ),
        ),
  );

  app.put(
    '/goals/:id',
    {
      schema: {
        params: goalIdParamsSchema,
        body: goalEditBodySchema,
        response: { 200: goalSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { deadline } = request.body;
      const changes = { ...request.body, deadline: deadline && calendarDayOf(request, deadline) };
      return goals.update(request.userId, request.params.id, changes, request.timeZone);
    },
  );

  app.post(
    '/goals/:id/progress',
    {
      schema: {
        params: goalIdParamsSchema,
        body: goalProgressBodySchema,
        response: { 200: goalSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      goals.setProgress(request.userId, request.params.id, request.body.currentValue, request.timeZone),
  );

  rowActionRoute(app, 'DELETE', '/goals/:id', goalIdParamsSchema, (userId, { id }) =>
    goals.remove(userId, id),
  );
});
