import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caloriesSummaryResponseSchema,
  dashboardResponseSchema,
  errorBodySchema,
  weeklyGoalParamsSchema,
  weeklyGoalResponseSchema,
  weeklyGoalBodySchema,
  latestWeightResponseSchema,
  personalRecordResponseSchema,
  recentActivityQuerySchema,
  recentActivityResponseSchema,
  scheduleResponseSchema,
  scheduleUpdateBodySchema,
  streakResponseSchema,
  weekQuerySchema,
  workoutsSummaryResponseSchema,
} from '@momentum/shared';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { dashboardPartsOf } from './dashboard-parts.js';
import { createDashboardService } from './dashboard.service.js';
import { createGoalsService } from './goals.service.js';
import { createScheduleService } from './schedule.service.js';

/** Dashboard figures (spec §7 Dashboard, DESIGN §5), all in the caller's time zone. Mounted under /api. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const dashboard = createDashboardService(app.db);
  const goals = createGoalsService(app.db, dashboard);
  const schedule = createScheduleService(app.db);
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  // The reads answer from the parts kept per user and data version, and revalidate with an ETag (DESIGN §8).
  const preHandler = revalidateByDataVersion;

  app.get(
    '/dashboard',
    { schema: { tags, security, response: { 200: dashboardResponseSchema, ...errors } }, preHandler },
    async (request) => dashboardPartsOf(request).all(),
  );

  app.get(
    '/activity/streak',
    { schema: { tags, security, response: { 200: streakResponseSchema, ...errors } }, preHandler },
    async (request) => dashboardPartsOf(request).streak(),
  );

  app.get(
    '/user/streak/personal-record',
    { schema: { tags, security, response: { 200: personalRecordResponseSchema, ...errors } }, preHandler },
    async (request) => dashboardPartsOf(request).personalRecord(),
  );

  app.get(
    '/user/summary/calories',
    {
      schema: {
        tags,
        security,
        querystring: weekQuerySchema,
        response: { 200: caloriesSummaryResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).calories(),
  );

  app.get(
    '/user/summary/workouts',
    {
      schema: {
        tags,
        security,
        querystring: weekQuerySchema,
        response: { 200: workoutsSummaryResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).workouts(),
  );

  app.get(
    '/user/weight/latest',
    { schema: { tags, security, response: { 200: latestWeightResponseSchema, ...errors } }, preHandler },
    async (request) => dashboardPartsOf(request).latestWeight(),
  );

  app.get(
    '/user/activity/recent',
    {
      schema: {
        tags,
        security,
        querystring: recentActivityQuerySchema,
        response: { 200: recentActivityResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).recentActivity(request.query.limit),
  );

  app.get(
    '/user/goals/:kind',
    {
      schema: {
        tags,
        security,
        params: weeklyGoalParamsSchema,
        response: { 200: weeklyGoalResponseSchema, ...errors, 404: errorBodySchema },
      },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).goal(goals.requireKind(request.params.kind)),
  );

  app.put(
    '/user/goals/:kind',
    {
      schema: {
        tags,
        security,
        params: weeklyGoalParamsSchema,
        body: weeklyGoalBodySchema,
        response: { 200: weeklyGoalResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      goals.setTarget(request.userId, request.params.kind, request.body.target, request.timeZone),
  );

  app.get(
    '/user/schedule/week',
    { schema: { tags, security, response: { 200: scheduleResponseSchema, ...errors } }, preHandler },
    async (request) => dashboardPartsOf(request).schedule(),
  );

  app.put(
    '/user/schedule/week',
    {
      schema: {
        tags,
        security,
        body: scheduleUpdateBodySchema,
        response: { 200: scheduleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await schedule.replacePlan(request.userId, request.body.plan, request.timeZone),
    }),
  );
};
