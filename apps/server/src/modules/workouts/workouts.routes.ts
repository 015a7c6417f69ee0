import {
  errorBodySchema,
  finishWorkoutBodySchema,
  lastSetsQuerySchema,
  lastSetsSchema,
  logsQuerySchema,
  logUpdateBodySchema,
  personalRecordListSchema,
  recordsQuerySchema,
  templateCreateBodySchema,
  templateUpdateBodySchema,
  workoutIdParamsSchema,
  workoutLogDetailSchema,
  workoutLogSchema,
  workoutTemplateSchema,
} from '@momentum/shared';
import { z } from 'zod';
import { pagedListRoute, rowActionRoute, rowUpdateRoute } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { dashboardPartRoute } from '../dashboard/dashboard-part-route.js';
import { createActivityItems } from '../social/activity-items.js';
import { createWorkoutsService } from './workouts.service.js';

/** Routes of the workouts module, mounted under /api (spec §7, Workouts). */
export const workoutsRoutes = signedInRoutes('workouts', async (app) => {
  const workouts = createWorkoutsService(app.db);
  const activityItems = createActivityItems(app.db);
  const notFound = { 404: errorBodySchema };

  dashboardPartRoute(app, '/workouts/templates', { answer: z.array(workoutTemplateSchema) }, (parts) =>
    parts.templates(),
  );

  app.post(
    '/workouts/templates',
    {
      config: { idempotent: true },
      schema: { body: templateCreateBodySchema, response: { 201: workoutTemplateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await workouts.createTemplate(request.userId, request.body)),
  );

  rowUpdateRoute(
    app,
    '/workouts/templates/:id',
    {
      params: workoutIdParamsSchema,
      body: templateUpdateBodySchema,
      answer: workoutTemplateSchema,
      idempotent: true,
    },
    (userId, { id }, body) => workouts.updateTemplate(userId, id, body),
  );

  rowActionRoute(app, 'DELETE', '/workouts/templates/:id', workoutIdParamsSchema, (userId, { id }) =>
    workouts.deleteTemplate(userId, id),
  );

  pagedListRoute(app, '/workouts/logs', logsQuerySchema, z.array(workoutLogSchema), workouts.listLogs);

  app.get(
    '/workouts/logs/:id',
    { schema: { params: workoutIdParamsSchema, response: { 200: workoutLogDetailSchema, ...notFound } } },
    async (request) => workouts.getLog(request.userId, request.params.id),
  );

  rowUpdateRoute(
    app,
    '/workouts/logs/:id',
    { params: workoutIdParamsSchema, body: logUpdateBodySchema, answer: workoutLogDetailSchema },
    (userId, { id }, body) => workouts.updateLog(userId, id, body),
  );

  rowActionRoute(app, 'DELETE', '/workouts/logs/:id', workoutIdParamsSchema, (userId, { id }) =>
    workouts.deleteLog(userId, id),
  );

  app.post(
    '/workouts/finish',
    {
      config: { idempotent: true },
      schema: { body: finishWorkoutBodySchema, response: { 201: workoutLogDetailSchema, ...notFound } },
    },
    async (request, reply) => {
      const log = await workouts.finish(request.userId, request.body, request.timeZone);
      // The friends' feed item (issue 17); deleting the log removes it (cascade). Best effort: the log is stored.
      await activityItems
        .afterWorkoutFinished(request.userId, log, request.timeZone)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not post the workout to friends'));
      return reply.status(201).send(log);
    },
  );

  app.get(
    '/workouts/records',
    { schema: { querystring: recordsQuerySchema, response: { 200: personalRecordListSchema } } },
    async (request) => workouts.listRecords(request.userId, request.query),
  );

  app.get(
    '/workouts/last-sets',
    { schema: { querystring: lastSetsQuerySchema, response: { 200: lastSetsSchema } } },
    async (request) => workouts.lastSets(request.userId, request.query.exerciseIds),
  );
});
