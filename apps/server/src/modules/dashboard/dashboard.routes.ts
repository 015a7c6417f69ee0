import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caloriesSummaryResponseSchema,
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
import { createStreakService } from '../activity/streak.service.js';
import { createDashboardService } from './dashboard.service.js';
import { createGoalsService } from './goals.service.js';
import { createScheduleService } from './schedule.service.js';

/** Dashboard figures (spec §7 Dashboard, DESIGN §5), all in the caller's time zone. Mounted under /api. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const dashboard = createDashboardService(app.db);
  const streaks = createStreakService(app.db);
  const goals = createGoalsService(app.db, dashboard);
  const schedule = createScheduleService(app.db);
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  app.get(
    '/activity/streak',
    { schema: { tags, security, response: { 200: streakResponseSchema, ...errors } } },
    async (request) => ({ streak: (await streaks.getStreaks(request.userId, request.timeZone)).current }),
  );

  app.get(
    '/user/streak/personal-record',
    { schema: { tags, security, response: { 200: personalRecordResponseSchema, ...errors } } },
    async (request) => ({
      personalRecord: (await streaks.getStreaks(request.userId, request.timeZone)).highest,
    }),
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
    },
    async (request) => ({
      totalCalories: (await dashboard.workoutsThisWeek(request.userId, request.timeZone)).caloriesBurned,
    }),
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
    },
    async (request) => ({
      workoutsThisWeek: (await dashboard.workoutsThisWeek(request.userId, request.timeZone)).count,
    }),
  );

  app.get(
    '/user/weight/latest',
    { schema: { tags, security, response: { 200: latestWeightResponseSchema, ...errors } } },
    async (request) => ({ weight: await dashboard.latestWeight(request.userId) }),
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
    },
    async (request) => ({ items: await dashboard.recentActivity(request.userId, request.query.limit) }),
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
    },
    async (request) => goals.getGoal(request.userId, request.params.kind, request.timeZone),
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
    { schema: { tags, security, response: { 200: scheduleResponseSchema, ...errors } } },
    async (request) => ({ items: await schedule.getWeek(request.userId, request.timeZone) }),
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
