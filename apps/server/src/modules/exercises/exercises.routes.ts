import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  exerciseCreateBodySchema,
  exerciseIdParamsSchema,
  exerciseListQuerySchema,
  exerciseListSchema,
  exerciseSchema,
  exerciseUpdateBodySchema,
} from '@momentum/shared';
import { z } from 'zod';
import { createExercisesService } from './exercises.service.js';

/** The exercise library and a person's own exercises, mounted under /api (issue 13). */
export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const exercises = createExercisesService(app.db);
  const tags = ['exercises'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  const withId = { ...errors, 404: errorBodySchema };

  app.get(
    '/exercises',
    {
      schema: {
        tags,
        security,
        querystring: exerciseListQuerySchema,
        response: { 200: exerciseListSchema, ...errors },
      },
    },
    async (request) => exercises.list(request.userId, request.query),
  );

  app.post(
    '/exercises',
    {
      schema: {
        tags,
        security,
        body: exerciseCreateBodySchema,
        response: { 201: exerciseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await exercises.create(request.userId, request.body)),
  );

  app.put(
    '/exercises/:id',
    {
      schema: {
        tags,
        security,
        params: exerciseIdParamsSchema,
        body: exerciseUpdateBodySchema,
        response: { 200: exerciseSchema, ...withId },
      },
    },
    async (request) => exercises.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/exercises/:id',
    { schema: { tags, security, params: exerciseIdParamsSchema, response: { 204: z.null(), ...withId } } },
    async (request, reply) => {
      await exercises.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
