import {
  caloriesSummaryResponseSchema,
  dashboardResponseSchema,
  errorBodySchema,
  latestWeightResponseSchema,
  personalRecordResponseSchema,
  recentActivityQuerySchema,
  recentActivityResponseSchema,
  scheduleResponseSchema,
  scheduleUpdateBodySchema,
  streakResponseSchema,
  weekQuerySchema,
  weeklyTargetBodySchema,
  weeklyTargetParamsSchema,
  weeklyTargetResponseSchema,
  workoutsSummaryResponseSchema,
} from '@momentum/shared';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { dashboardPartsOf } from './dashboard-parts.js';
import { createDashboardService } from './dashboard.service.js';
import { createScheduleService } from './schedule.service.js';
import { createWeeklyTargetsService } from './weekly-targets.service.js';

/** Dashboard figures (spec §7 Dashboard, DESIGN §5), all in the caller's time zone. Mounted under /api. */
export const dashboardRoutes = signedInRoutes('dashboard', async (app) => {
  const dashboard = createDashboardService(app.db);
  const weeklyTargets = createWeeklyTargetsService(app.db, dashboard);
  const schedule = createScheduleService(app.db);
  // The reads answer from the parts kept per user and data version, and revalidate with an ETag (DESIGN §8).
  const preHandler = revalidateByDataVersion;

  app.get(
    '/dashboard',
    { schema: { response: { 200: dashboardResponseSchema } }, preHandler },
    async (request) => dashboardPartsOf(request).all(),
  );

  app.get(
    '/activity/streak',
    { schema: { response: { 200: streakResponseSchema } }, preHandler },
    async (request) => dashboardPartsOf(request).streak(),
  );

  app.get(
    '/user/streak/personal-record',
    { schema: { response: { 200: personalRecordResponseSchema } }, preHandler },
    async (request) => dashboardPartsOf(request).personalRecord(),
  );

  app.get(
    '/user/summary/calories',
    {
      schema: { querystring: weekQuerySchema, response: { 200: caloriesSummaryResponseSchema } },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).calories(),
  );

  app.get(
    '/user/summary/workouts',
    {
      schema: { querystring: weekQuerySchema, response: { 200: workoutsSummaryResponseSchema } },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).workouts(),
  );

  app.get(
    '/user/weight/latest',
    { schema: { response: { 200: latestWeightResponseSchema } }, preHandler },
    async (request) => dashboardPartsOf(request).latestWeight(),
  );

  app.get(
    '/user/activity/recent',
    {
      schema: { querystring: recentActivityQuerySchema, response: { 200: recentActivityResponseSchema } },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).recentActivity(request.query.limit),
  );

  app.get(
    '/user/goals/:kind',
    {
      schema: {
        params: weeklyTargetParamsSchema,
        response: { 200: weeklyTargetResponseSchema, 404: errorBodySchema },
      },
      preHandler,
    },
    async (request) => dashboardPartsOf(request).weeklyTarget(weeklyTargets.requireKind(request.params.kind)),
  );

  app.put(
    '/user/goals/:kind',
    {
      schema: {
        params: weeklyTargetParamsSchema,
        body: weeklyTargetBodySchema,
        response: { 200: weeklyTargetResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      weeklyTargets.setTarget(request.userId, request.params.kind, request.body.target, request.timeZone),
  );

  app.get(
    '/user/schedule/week',
    { schema: { response: { 200: scheduleResponseSchema } }, preHandler },
    async (request) => dashboardPartsOf(request).schedule(),
  );

  app.put(
    '/user/schedule/week',
    { schema: { body: scheduleUpdateBodySchema, response: { 200: scheduleResponseSchema } } },
    async (request) => ({
      items: await schedule.replacePlan(request.userId, request.body.plan, request.timeZone),
    }),
  );
});
