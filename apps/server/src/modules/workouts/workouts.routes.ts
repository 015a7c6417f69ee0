import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { createWorkoutsService } from './workouts.service.js';

/** Routes of the workouts module, mounted under /api (spec §7, Workouts). */
export const workoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const workouts = createWorkoutsService(app.db);
  const tags = ['workouts'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  const withId = { ...errors, 404: errorBodySchema };

  app.get(
    '/workouts/templates',
    { schema: { tags, security, response: { 200: z.array(workoutTemplateSchema), 401: errorBodySchema } } },
    async (request) => workouts.listTemplates(request.userId),
  );

  app.post(
    '/workouts/templates',
    {
      schema: {
        tags,
        security,
        body: templateCreateBodySchema,
        response: { 201: workoutTemplateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await workouts.createTemplate(request.userId, request.body)),
  );

  app.put(
    '/workouts/templates/:id',
    {
      schema: {
        tags,
        security,
        params: workoutIdParamsSchema,
        body: templateUpdateBodySchema,
        response: { 200: workoutTemplateSchema, ...withId },
      },
    },
    async (request) => workouts.updateTemplate(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/workouts/templates/:id',
    { schema: { tags, security, params: workoutIdParamsSchema, response: { 204: z.null(), ...withId } } },
    async (request, reply) => {
      await workouts.deleteTemplate(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/workouts/logs',
    {
      schema: {
        tags,
        security,
        querystring: logsQuerySchema,
        response: { 200: z.array(workoutLogSchema), ...errors },
      },
    },
    async (request) => workouts.listLogs(request.userId, request.query.limit),
  );

  app.get(
    '/workouts/logs/:id',
    {
      schema: {
        tags,
        security,
        params: workoutIdParamsSchema,
        response: { 200: workoutLogDetailSchema, ...withId },
      },
    },
    async (request) => workouts.getLog(request.userId, request.params.id),
  );

  app.put(
    '/workouts/logs/:id',
    {
      schema: {
        tags,
        security,
        params: workoutIdParamsSchema,
        body: logUpdateBodySchema,
        response: { 200: workoutLogDetailSchema, ...withId },
      },
    },
    async (request) => workouts.updateLog(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/workouts/logs/:id',
    { schema: { tags, security, params: workoutIdParamsSchema, response: { 204: z.null(), ...withId } } },
    async (request, reply) => {
      await workouts.deleteLog(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/workouts/finish',
    {
      schema: {
        tags,
        security,
        body: finishWorkoutBodySchema,
        response: { 201: workoutLogDetailSchema, ...withId },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await workouts.finish(request.userId, request.body, request.timeZone)),
  );

  app.get(
    '/workouts/records',
    {
      schema: {
        tags,
        security,
        querystring: recordsQuerySchema,
        response: { 200: personalRecordListSchema, ...errors },
      },
    },
    async (request) => workouts.listRecords(request.userId, request.query),
  );

  app.get(
    '/workouts/last-sets',
    {
      schema: {
        tags,
        security,
        querystring: lastSetsQuerySchema,
        response: { 200: lastSetsSchema, ...errors },
      },
    },
    async (request) => workouts.lastSets(request.userId, request.query.exerciseIds),
  );
};
