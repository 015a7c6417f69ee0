import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  nutritionBodySchema,
  nutritionEntryParamsSchema,
  nutritionEntrySchema,
  nutritionListQuerySchema,
  nutritionListSchema,
  PAGED_LIST,
} from '@momentum/shared';
import { calendarDayOf } from '../../lib/calendar-day.js';
import { sendPage } from '../../lib/page-cursor.js';
import { createNutritionService } from './nutrition.service.js';

/** Routes of the nutrition module, mounted under /api. */
export const nutritionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const nutrition = createNutritionService(app.db);
  const tags = ['nutrition'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  app.get(
    '/nutrition',
    {
      schema: {
        tags,
        security,
        querystring: nutritionListQuerySchema,
        response: { 200: nutritionListSchema.describe(PAGED_LIST), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await nutrition.list(request.userId, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/nutrition',
    {
      schema: {
        tags,
        security,
        body: nutritionBodySchema,
        response: { 201: nutritionEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await nutrition.create(
            request.userId,
            { ...request.body, date: calendarDayOf(request, request.body.date) },
            request.timeZone,
          ),
        ),
  );

  app.delete(
    '/nutrition/:id',
    {
      schema: {
        tags,
        security,
        params: nutritionEntryParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await nutrition.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
