import {
  caloriesSummaryResponseSchema,
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
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createStreakService } from '../activity/streak.service.js';
import { createDashboardService } from './dashboard.service.js';
import { createScheduleService } from './schedule.service.js';
import { createWeeklyTargetsService } from './weekly-targets.service.js';

/** Dashboard figures (spec §7 Dashboard, DESIGN §5), all in the caller's time zone. Mounted under /api. */
export const dashboardRoutes = signedInRoutes('dashboard', async (app) => {
  const dashboard = createDashboardService(app.db);
  const streaks = createStreakService(app.db);
  const weeklyTargets = createWeeklyTargetsService(app.db, dashboard);
  const schedule = createScheduleService(app.db);

  app.get('/activity/streak', { schema: { response: { 200: streakResponseSchema } } }, async (request) => ({
    streak: (await streaks.getStreaks(request.userId, request.timeZone)).current,
  }));

  app.get(
    '/user/streak/personal-record',
    { schema: { response: { 200: personalRecordResponseSchema } } },
    async (request) => ({
      personalRecord: (await streaks.getStreaks(request.userId, request.timeZone)).highest,
    }),
  );

  app.get(
    '/user/summary/calories',
    { schema: { querystring: weekQuerySchema, response: { 200: caloriesSummaryResponseSchema } } },
    async (request) => ({
      totalCalories: (await dashboard.workoutsThisWeek(request.userId, request.timeZone)).caloriesBurned,
    }),
  );

  app.get(
    '/user/summary/workouts',
    { schema: { querystring: weekQuerySchema, response: { 200: workoutsSummaryResponseSchema } } },
    async (request) => ({
      workoutsThisWeek: (await dashboard.workoutsThisWeek(request.userId, request.timeZone)).count,
    }),
  );

  app.get(
    '/user/weight/latest',
    { schema: { response: { 200: latestWeightResponseSchema } } },
    async (request) => ({ weight: await dashboard.latestWeight(request.userId) }),
  );

  app.get(
    '/user/activity/recent',
    { schema: { querystring: recentActivityQuerySchema, response: { 200: recentActivityResponseSchema } } },
    async (request) => ({ items: await dashboard.recentActivity(request.userId, request.query.limit) }),
  );

  app.get(
    '/user/goals/:kind',
    {
      schema: {
        params: weeklyTargetParamsSchema,
        response: { 200: weeklyTargetResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => weeklyTargets.get(request.userId, request.params.kind, request.timeZone),
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
    { schema: { response: { 200: scheduleResponseSchema } } },
    async (request) => ({ items: await schedule.getWeek(request.userId, request.timeZone) }),
  );

  app.put(
    '/user/schedule/week',
    { schema: { body: scheduleUpdateBodySchema, response: { 200: scheduleResponseSchema } } },
    async (request) => ({
      items: await schedule.replacePlan(request.userId, request.body.plan, request.timeZone),
    }),
  );
});
