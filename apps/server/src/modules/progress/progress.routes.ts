import {
  achievementAnnouncementsSchema,
  achievementListSchema,
  errorBodySchema,
  exerciseProgressParamsSchema,
  exerciseProgressSchema,
  exerciseSetsPageSchema,
  exerciseSetsQuerySchema,
  measurementParamsSchema,
  measurementSeriesSchema,
  muscleSetsSchema,
  photoGallerySchema,
  progressOverviewSchema,
  progressRangeQuerySchema,
  trainingDaysSchema,
  weightSeriesSchema,
  PROGRESS_PHOTOS_FIELD,
  PROGRESS_PHOTOS_PER_REQUEST,
  progressBodySchema,
  progressEntryParamsSchema,
  progressEntrySchema,
  progressListQuerySchema,
  progressListSchema,
} from '@momentum/shared';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import {
  fileUploadSchema,
  pagedListRoute,
  rowActionRoute,
  uploadRoutes,
} from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { getImageUrlSigner, readUploadedFiles } from '../images/index.js';
import { calendarDayOf } from '../../lib/calendar-day.js';
import { announcementOf } from './achievements.service.js';
import { createProgressChartsService } from './progress-charts.service.js';
import { createProgressService } from './progress.service.js';

/** Routes of the progress module, mounted under /api. */
export const progressRoutes = signedInRoutes('progress', async (app) => {
  const signer = await getImageUrlSigner(app.db);
  const progress = createProgressService(app.db, signer);
  const achievements = app.achievements;
  const charts = createProgressChartsService(app.db, signer, achievements);

  pagedListRoute(app, '/progress', progressListQuerySchema, progressListSchema, progress.list);

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

  app.put(
    '/progress/:id',
    {
      schema: {
        params: progressEntryParamsSchema,
        body: progressBodySchema,
        response: { 200: progressEntrySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      progress.update(request.userId, request.params.id, {
        ...request.body,
        date: calendarDayOf(request, request.body.date),
      }),
  );

  // Charts (issue 16): one request per chart.
  app.get(
    '/progress/weight',
    {
      preHandler: revalidateByDataVersion,
      schema: { querystring: progressRangeQuerySchema, response: { 200: weightSeriesSchema } },
    },
    async (request) => charts.weight(request.userId, request.query, request.dataVersion),
  );

  app.get(
    '/progress/measurements/:key',
    {
      preHandler: revalidateByDataVersion,
      schema: {
        params: measurementParamsSchema,
        querystring: progressRangeQuerySchema,
        response: { 200: measurementSeriesSchema },
      },
    },
    async (request) =>
      charts.measurement(request.userId, request.params.key, request.query, request.dataVersion),
  );

  app.get('/progress/photos', { schema: { response: { 200: photoGallerySchema } } }, async (request) =>
    charts.photos(request.userId),
  );

  app.get('/progress/overview', { schema: { response: { 200: progressOverviewSchema } } }, async (request) =>
    charts.overview(request.userId, request.timeZone, request.dataVersion),
  );

  app.get(
    '/progress/achievements',
    { preHandler: revalidateByDataVersion, schema: { response: { 200: achievementListSchema } } },
    async (request) => ({ items: await achievements.list(request.userId, request.dataVersion) }),
  );

  app.post(
    '/progress/achievements/announcements',
    { schema: { response: { 200: achievementAnnouncementsSchema } } },
    async (request) => ({
      items: (await achievements.claimAnnouncements(request.userId, request.dataVersion)).map(announcementOf),
    }),
  );

  app.get(
    '/progress/exercises/:exerciseId',
    {
      preHandler: revalidateByDataVersion,
      schema: {
        params: exerciseProgressParamsSchema,
        response: { 200: exerciseProgressSchema, 404: errorBodySchema },
      },
    },
    async (request) => charts.exercise(request.userId, request.params.exerciseId, request.dataVersion),
  );

  app.get(
    '/progress/exercises/:exerciseId/sets',
    {
      preHandler: revalidateByDataVersion,
      schema: {
        params: exerciseProgressParamsSchema,
        querystring: exerciseSetsQuerySchema,
        response: { 200: exerciseSetsPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => charts.exerciseSets(request.userId, request.params.exerciseId, request.query.cursor),
  );

  app.get(
    '/progress/training-days',
    { preHandler: revalidateByDataVersion, schema: { response: { 200: trainingDaysSchema } } },
    async (request) => charts.trainingDays(request.userId, request.timeZone),
  );

  app.get(
    '/progress/muscle-sets',
    { preHandler: revalidateByDataVersion, schema: { response: { 200: muscleSetsSchema } } },
    async (request) => charts.muscleSets(request.userId, request.timeZone),
  );

  rowActionRoute(app, 'DELETE', '/progress/:id', progressEntryParamsSchema, (userId, { id }) =>
    progress.remove(userId, id),
  );

  await uploadRoutes(app, (uploads) =>
    uploads.post(
      '/progress/:id/photos',
      {
        schema: {
          params: progressEntryParamsSchema,
          ...fileUploadSchema({ 201: progressEntrySchema, 404: errorBodySchema }),
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
    ),
  );
});
