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
import { dashboardPartRoute } from './dashboard-part-route.js';
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
  dashboardPartRoute(app, '/dashboard', { answer: dashboardResponseSchema }, (parts) => parts.all());
  dashboardPartRoute(app, '/activity/streak', { answer: streakResponseSchema }, (parts) => parts.streak());
  dashboardPartRoute(app, '/user/streak/personal-record', { answer: personalRecordResponseSchema }, (parts) =>
    parts.personalRecord(),
  );
  dashboardPartRoute(
    app,
    '/user/summary/calories',
    { querystring: weekQuerySchema, answer: caloriesSummaryResponseSchema },
    (parts) => parts.calories(),
  );
  dashboardPartRoute(
    app,
    '/user/summary/workouts',
    { querystring: weekQuerySchema, answer: workoutsSummaryResponseSchema },
    (parts) => parts.workouts(),
  );
  dashboardPartRoute(app, '/user/weight/latest', { answer: latestWeightResponseSchema }, (parts) =>
    parts.latestWeight(),
  );

  app.get(
    '/user/activity/recent',
    {
      schema: { querystring: recentActivityQuerySchema, response: { 200: recentActivityResponseSchema } },
      preHandler: revalidateByDataVersion,
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
      preHandler: revalidateByDataVersion,
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

  dashboardPartRoute(app, '/user/schedule/week', { answer: scheduleResponseSchema }, (parts) =>
    parts.schedule(),
  );

  app.put(
    '/user/schedule/week',
    { schema: { body: scheduleUpdateBodySchema, response: { 200: scheduleResponseSchema } } },
    async (request) => ({
      items: await schedule.replacePlan(request.userId, request.body.plan, request.timeZone),
    }),
  );
});
