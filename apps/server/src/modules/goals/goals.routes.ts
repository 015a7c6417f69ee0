import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { createGoalsService } from './goals.service.js';

/** Personal goals (issue 8), mounted under /api. */
export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const goals = createGoalsService(app.db);
  const tags = ['goals'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  const withId = { ...errors, 404: errorBodySchema };

  app.get(
    '/goals',
    {
      schema: { tags, security, querystring: goalsQuerySchema, response: { 200: goalListSchema, ...errors } },
    },
    async (request) => goals.list(request.userId, request.query.status, request.timeZone),
  );

  app.post(
    '/goals',
    {
      schema: {
        tags,
        security,
        body: goalCreateBodySchema,
        response: { 201: goalSchema, ...errors, 409: errorBodySchema },
      },
    },
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
        tags,
        security,
        params: goalIdParamsSchema,
        body: goalEditBodySchema,
        response: { 200: goalSchema, ...withId },
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
        tags,
        security,
        params: goalIdParamsSchema,
        body: goalProgressBodySchema,
        response: { 200: goalSchema, ...withId },
      },
    },
    async (request) =>
      goals.setProgress(request.userId, request.params.id, request.body.currentValue, request.timeZone),
  );

  app.delete(
    '/goals/:id',
    {
      schema: {
        tags,
        security,
        params: goalIdParamsSchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await goals.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
