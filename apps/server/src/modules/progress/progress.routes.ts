import { z } from 'zod';
import {
  errorBodySchema,
  PROGRESS_PHOTOS_FIELD,
  PROGRESS_PHOTOS_PER_REQUEST,
  progressBodySchema,
  progressEntryParamsSchema,
  progressEntrySchema,
  progressListQuerySchema,
  progressListSchema,
  PAGED_LIST,
} from '@momentum/shared';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { getImageUrlSigner, readUploadedFiles } from '../images/index.js';
import { calendarDayOf } from '../../lib/calendar-day.js';
import { sendPage } from '../../lib/page-cursor.js';
import { createProgressService } from './progress.service.js';

/** Routes of the progress module, mounted under /api. */
export const progressRoutes = signedInRoutes('progress', async (app) => {
  const progress = createProgressService(app.db, await getImageUrlSigner(app.db));

  app.get(
    '/progress',
    {
      schema: {
        querystring: progressListQuerySchema,
        response: { 200: progressListSchema.describe(PAGED_LIST) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await progress.list(request.userId, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/progress',
    {
      config: { idempotent: true },
      schema: { body: progressBodySchema, response: { 201: progressEntrySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await progress.create(request.userId, {
          ...request.body,
          date: calendarDayOf(request, request.body.date),
        }),
      ),
  );

  app.delete(
    '/progress/:id',
    { schema: { params: progressEntryParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await progress.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/progress/:id/photos',
    {
      schema: {
        consumes: ['multipart/form-data'],
        params: progressEntryParamsSchema,
        response: {
          201: progressEntrySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await progress.assertOwnEntry(request.userId, request.params.id);
      const files = await readUploadedFiles(request, {
        field: PROGRESS_PHOTOS_FIELD,
        maxFiles: PROGRESS_PHOTOS_PER_REQUEST,
      });
      const entry = await progress.addPhotos(
        request.userId,
        request.params.id,
        files.map((file) => file.buffer),
      );
      return reply.status(201).send(entry);
    },
  );
});
