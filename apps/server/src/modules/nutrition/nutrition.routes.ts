import { z } from 'zod';
import {
  averagesQuerySchema,
  copyMealBodySchema,
  dayItemParamsSchema,
  dayItemSchema,
  dayParamsSchema,
  daySchemaOut,
  errorBodySchema,
  loggedItemsSchema,
  logFoodBodySchema,
  logSavedMealBodySchema,
  savedMealBodySchema,
  savedMealListSchema,
  savedMealParamsSchema,
  savedMealSchema,
  targetsBodySchema,
  targetsSchema,
  updateItemBodySchema,
  waterBodySchema,
  waterSchema,
  weeklyAveragesSchema,
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
import { createDiaryService } from './diary.service.js';
import { createNutritionService } from './nutrition.service.js';
import { createSavedMealsService } from './saved-meals.service.js';
import { createTargetsService } from './targets.service.js';

/** Routes of the nutrition module, mounted under /api. */
export const nutritionRoutes = signedInRoutes('nutrition', async (app) => {
  const nutrition = createNutritionService(app.db);
  const diary = createDiaryService(app.db);
  const savedMeals = createSavedMealsService(app.db);
  const targets = createTargetsService(app.db);
  const notFound = { 404: errorBodySchema };

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

  // The food diary (issue 15): a day in one request, logged foods, water, targets, saved meals, copying.

  app.get(
    '/nutrition/days/:date',
    { schema: { params: dayParamsSchema, response: { 200: daySchemaOut } } },
    async (request) => diary.day(request.userId, request.params.date),
  );

  app.post(
    '/nutrition/days/:date/items',
    {
      config: { idempotent: true },
      schema: {
        params: dayParamsSchema,
        body: logFoodBodySchema,
        response: { 201: dayItemSchema, ...notFound },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await diary.logFood(request.userId, request.params.date, request.body)),
  );

  app.put(
    '/nutrition/days/:date/items/:id',
    {
      schema: {
        params: dayItemParamsSchema,
        body: updateItemBodySchema,
        response: { 200: dayItemSchema, ...notFound },
      },
    },
    async (request) => diary.updateItem(request.userId, request.params.date, request.params.id, request.body),
  );

  app.delete(
    '/nutrition/days/:date/items/:id',
    { schema: { params: dayItemParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await diary.deleteItem(request.userId, request.params.date, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/nutrition/days/:date/copy',
    {
      config: { idempotent: true },
      schema: { params: dayParamsSchema, body: copyMealBodySchema, response: { 201: loggedItemsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await diary.copyMeal(request.userId, request.params.date, request.body)),
  );

  app.post(
    '/nutrition/days/:date/saved-meals',
    {
      config: { idempotent: true },
      schema: {
        params: dayParamsSchema,
        body: logSavedMealBodySchema,
        response: { 201: loggedItemsSchema, ...notFound },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await savedMeals.log(
            request.userId,
            request.params.date,
            request.body.savedMealId,
            request.body.meal,
          ),
        ),
  );

  app.put(
    '/nutrition/days/:date/water',
    {
      config: { idempotent: true },
      schema: { params: dayParamsSchema, body: waterBodySchema, response: { 200: waterSchema } },
    },
    async (request) => diary.putWater(request.userId, request.params.date, request.body.ml),
  );

  app.get(
    '/nutrition/averages',
    { schema: { querystring: averagesQuerySchema, response: { 200: weeklyAveragesSchema } } },
    async (request) => diary.weeklyAverages(request.userId, request.query.to),
  );

  app.get('/nutrition/targets', { schema: { response: { 200: targetsSchema } } }, async (request) =>
    targets.get(request.userId),
  );

  app.put(
    '/nutrition/targets',
    { schema: { body: targetsBodySchema, response: { 200: targetsSchema } } },
    async (request) => targets.put(request.userId, request.body),
  );

  app.get('/nutrition/saved-meals', { schema: { response: { 200: savedMealListSchema } } }, async (request) =>
    savedMeals.list(request.userId),
  );

  app.post(
    '/nutrition/saved-meals',
    {
      config: { idempotent: true },
      schema: { body: savedMealBodySchema, response: { 201: savedMealSchema } },
    },
    async (request, reply) => reply.status(201).send(await savedMeals.create(request.userId, request.body)),
  );

  app.put(
    '/nutrition/saved-meals/:id',
    {
      schema: {
        params: savedMealParamsSchema,
        body: savedMealBodySchema,
        response: { 200: savedMealSchema, ...notFound },
      },
    },
    async (request) => savedMeals.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/nutrition/saved-meals/:id',
    { schema: { params: savedMealParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await savedMeals.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
});
