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
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createNutritionService } from './nutrition.service.js';

/** Routes of the nutrition module, mounted under /api. */
export const nutritionRoutes = signedInRoutes('nutrition', async (app) => {
  const nutrition = createNutritionService(app.db);

  app.get(
    '/nutrition',
    {
      schema: {
        querystring: nutritionListQuerySchema,
        response: { 200: nutritionListSchema.describe(PAGED_LIST) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await nutrition.list(request.userId, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/nutrition',
    {
      config: { idempotent: true },
      schema: { body: nutritionBodySchema, response: { 201: nutritionEntrySchema } },
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
    { schema: { params: nutritionEntryParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await nutrition.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
});
