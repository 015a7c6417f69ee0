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
} from '@momentum/shared';
import type { z } from 'zod';
import { calendarDayOf } from '../../lib/calendar-day.js';
import { ownRowsRoutes, pagedListRoute, rowActionRoute, rowUpdateRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { mealActivityItem } from '../dashboard/dashboard.service.js';
import { createDiaryService } from './diary.service.js';
import { createNutritionService } from './nutrition.service.js';
import { createSavedMealsService } from './saved-meals.service.js';
import { createTargetsService } from './targets.service.js';

/** Routes of the nutrition module, mounted under /api. */
export const nutritionRoutes = signedInRoutes('nutrition', async (app) => {
  const nutrition = createNutritionService(app.database);
  const diary = createDiaryService(app.db);
  const savedMeals = createSavedMealsService(app.db);
  const targets = createTargetsService(app.db);

  pagedListRoute(app, '/nutrition', nutritionListQuerySchema, nutritionListSchema, nutrition.list);

  app.post(
    '/nutrition',
    {
      config: { idempotent: true },
      schema: { body: nutritionBodySchema, response: { 201: nutritionEntrySchema } },
    },
    async (request, reply) => {
      const { entry, row, committedVersions } = await nutrition.create(
        request.userId,
        { ...request.body, date: calendarDayOf(request, request.body.date) },
        request.timeZone,
      );
      // The dashboard that follows adds it to the recent meals it kept (dashboard/added-meals.ts).
      request.addedMeal = {
        // Titled from the meals just stored, not from their text parsed back.
        item: mealActivityItem(row, entry.meals),
        date: row.date,
        totals: { calories: row.total_calories, protein: row.total_protein },
      };
      request.committedVersions = committedVersions;
      return reply.status(201).send(entry);
    },
  );

  rowActionRoute(app, 'DELETE', '/nutrition/:id', nutritionEntryParamsSchema, (userId, { id }) =>
    nutrition.remove(userId, id),
  );

  // The food diary (issue 15): a day in one request, logged foods, water, targets, saved meals, copying.

  /** `POST url` under `/nutrition/days/:date`: adds to the caller's day from the body and answers it (201). */
  function addToDayRoute<Body extends z.ZodType>(
    url: string,
    schemas: { body: Body; answer: z.ZodType; notFound?: true },
    add: (userId: string, date: string, body: z.infer<Body>) => Promise<unknown>,
  ): void {
    const { body, answer, notFound } = schemas;
    app.post(
      url,
      {
        config: { idempotent: true },
        schema: {
          params: dayParamsSchema,
          body,
          response: { 201: answer, ...(notFound ? { 404: errorBodySchema } : {}) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await add(request.userId, request.params.date, request.body as z.infer<Body>)),
    );
  }

  app.get(
    '/nutrition/days/:date',
    { schema: { params: dayParamsSchema, response: { 200: daySchemaOut } } },
    async (request) => diary.day(request.userId, request.params.date),
  );

  addToDayRoute(
    '/nutrition/days/:date/items',
    { body: logFoodBodySchema, answer: dayItemSchema, notFound: true },
    (userId, date, body) => diary.logFood(userId, date, body),
  );

  rowUpdateRoute(
    app,
    '/nutrition/days/:date/items/:id',
    { params: dayItemParamsSchema, body: updateItemBodySchema, answer: dayItemSchema },
    (userId, { date, id }, body) => diary.updateItem(userId, date, id, body),
  );

  rowActionRoute(
    app,
    'DELETE',
    '/nutrition/days/:date/items/:id',
    dayItemParamsSchema,
    (userId, { date, id }) => diary.deleteItem(userId, date, id),
  );

  addToDayRoute(
    '/nutrition/days/:date/copy',
    { body: copyMealBodySchema, answer: loggedItemsSchema },
    (userId, date, body) => diary.copyMeal(userId, date, body),
  );

  addToDayRoute(
    '/nutrition/days/:date/saved-meals',
    { body: logSavedMealBodySchema, answer: loggedItemsSchema, notFound: true },
    (userId, date, { savedMealId, meal }) => savedMeals.log(userId, date, savedMealId, meal),
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

  ownRowsRoutes(
    app,
    '/nutrition/saved-meals',
    {
      params: savedMealParamsSchema,
      create: savedMealBodySchema,
      update: savedMealBodySchema,
      answer: savedMealSchema,
      idempotentCreate: true,
    },
    savedMeals,
  );
});
