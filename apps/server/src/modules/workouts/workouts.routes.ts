import {
  errorBodySchema,
  finishWorkoutBodySchema,
  lastSetsQuerySchema,
  lastSetsSchema,
  logsQuerySchema,
  logUpdateBodySchema,
  PAGED_LIST,
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
import { sendPage } from '../../lib/page-cursor.js';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { dashboardPartsOf } from '../dashboard/dashboard-parts.js';
import { createActivityItems } from '../social/activity-items.js';
import { createWorkoutsService } from './workouts.service.js';

/** Routes of the workouts module, mounted under /api (spec §7, Workouts). */
export const workoutsRoutes = signedInRoutes('workouts', async (app) => {
  const workouts = createWorkoutsService(app.db);
  const activityItems = createActivityItems(app.db);
  const notFound = { 404: errorBodySchema };

  app.get(
    '/workouts/templates',
    { schema: { response: { 200: z.array(workoutTemplateSchema) } }, preHandler: revalidateByDataVersion },
    async (request) => dashboardPartsOf(request).templates(),
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

  app.put(
    '/workouts/templates/:id',
    {
      config: { idempotent: true },
      schema: {
        params: workoutIdParamsSchema,
        body: templateUpdateBodySchema,
        response: { 200: workoutTemplateSchema, ...notFound },
      },
    },
    async (request) => workouts.updateTemplate(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/workouts/templates/:id',
    { schema: { params: workoutIdParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await workouts.deleteTemplate(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/workouts/logs',
    {
      schema: {
        querystring: logsQuerySchema,
        response: { 200: z.array(workoutLogSchema).describe(PAGED_LIST) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await workouts.listLogs(request.userId, request.query.limit, request.query.cursor)),
  );

  app.get(
    '/workouts/logs/:id',
    { schema: { params: workoutIdParamsSchema, response: { 200: workoutLogDetailSchema, ...notFound } } },
    async (request) => workouts.getLog(request.userId, request.params.id),
  );

  app.put(
    '/workouts/logs/:id',
    {
      schema: {
        params: workoutIdParamsSchema,
        body: logUpdateBodySchema,
        response: { 200: workoutLogDetailSchema, ...notFound },
      },
    },
    async (request) => workouts.updateLog(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/workouts/logs/:id',
    { schema: { params: workoutIdParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await workouts.deleteLog(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
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
