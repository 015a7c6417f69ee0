import {
  foodBodySchema,
  foodListQuerySchema,
  foodListSchema,
  foodParamsSchema,
  foodSchema,
} from '@momentum/shared';
import { ownRowsRoutes } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createFoodsService } from './foods.service.js';

/** The food database and a person's own foods, mounted under /api (issue 15). */
export const foodsRoutes = signedInRoutes('foods', async (app) => {
  const foods = createFoodsService(app.db);

  app.get(
    '/foods',
    { schema: { querystring: foodListQuerySchema, response: { 200: foodListSchema } } },
    async (request) => foods.list(request.userId, request.query, request.dataVersion),
  );

  ownRowsRoutes(
    app,
    '/foods',
    {
      params: foodParamsSchema,
      create: foodBodySchema,
      update: foodBodySchema,
      answer: foodSchema,
      idempotentCreate: true,
    },
    foods,
  );
});
