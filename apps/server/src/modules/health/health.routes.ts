import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: answers while the process runs, whatever the database does.
  app.get('/health', { schema: { tags: ['operations'], response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  // Readiness: a load balancer sends traffic only while the database answers.
  app.get(
    '/ready',
    { schema: { tags: ['operations'], response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};
