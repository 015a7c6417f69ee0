import {
  errorBodySchema,
  foodBodySchema,
  foodListQuerySchema,
  foodListSchema,
  foodParamsSchema,
  foodSchema,
} from '@momentum/shared';
import { z } from 'zod';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createFoodsService } from './foods.service.js';

/** The food database and a person's own foods, mounted under /api (issue 15). */
export const foodsRoutes = signedInRoutes('foods', async (app) => {
  const foods = createFoodsService(app.db);
  const notFound = { 404: errorBodySchema };

  app.get(
    '/foods',
    { schema: { querystring: foodListQuerySchema, response: { 200: foodListSchema } } },
    async (request) => foods.list(request.userId, request.query),
  );

  app.post(
    '/foods',
    { config: { idempotent: true }, schema: { body: foodBodySchema, response: { 201: foodSchema } } },
    async (request, reply) => reply.status(201).send(await foods.create(request.userId, request.body)),
  );

  app.put(
    '/foods/:id',
    {
      schema: { params: foodParamsSchema, body: foodBodySchema, response: { 200: foodSchema, ...notFound } },
    },
    async (request) => foods.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/foods/:id',
    { schema: { params: foodParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await foods.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
});
