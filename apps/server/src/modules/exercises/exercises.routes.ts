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
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createExercisesService } from './exercises.service.js';

/** The exercise library and a person's own exercises, mounted under /api (issue 13). */
export const exercisesRoutes = signedInRoutes('exercises', async (app) => {
  const exercises = createExercisesService(app.db);
  const notFound = { 404: errorBodySchema };

  app.get(
    '/exercises',
    { schema: { querystring: exerciseListQuerySchema, response: { 200: exerciseListSchema } } },
    async (request) => exercises.list(request.userId, request.query),
  );

  app.post(
    '/exercises',
    { schema: { body: exerciseCreateBodySchema, response: { 201: exerciseSchema } } },
    async (request, reply) => reply.status(201).send(await exercises.create(request.userId, request.body)),
  );

  app.put(
    '/exercises/:id',
    {
      schema: {
        params: exerciseIdParamsSchema,
        body: exerciseUpdateBodySchema,
        response: { 200: exerciseSchema, ...notFound },
      },
    },
    async (request) => exercises.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/exercises/:id',
    { schema: { params: exerciseIdParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await exercises.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
});
