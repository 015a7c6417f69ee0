import {
  exerciseCreateBodySchema,
  exerciseIdParamsSchema,
  exerciseListQuerySchema,
  exerciseListSchema,
  exerciseSchema,
  exerciseUpdateBodySchema,
} from '@momentum/shared';
import { ownRowsRoutes } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createExercisesService } from './exercises.service.js';

/** The exercise library and a person's own exercises, mounted under /api (issue 13). */
export const exercisesRoutes = signedInRoutes('exercises', async (app) => {
  const exercises = createExercisesService(app.db);

  app.get(
    '/exercises',
    { schema: { querystring: exerciseListQuerySchema, response: { 200: exerciseListSchema } } },
    async (request) => exercises.list(request.userId, request.query),
  );

  ownRowsRoutes(
    app,
    '/exercises',
    {
      params: exerciseIdParamsSchema,
      create: exerciseCreateBodySchema,
      update: exerciseUpdateBodySchema,
      answer: exerciseSchema,
    },
    exercises,
  );
});
