import { z } from 'zod';
import { authSummarySchema, profileResponseSchema } from './auth.js';
import {
  caloriesSummaryResponseSchema,
  latestWeightResponseSchema,
  personalRecordResponseSchema,
  recentActivityResponseSchema,
  scheduleResponseSchema,
  streakResponseSchema,
  weeklyTargetResponseSchema,
  workoutsSummaryResponseSchema,
} from './dashboard.js';
import { unreadCountSchema } from './friends.js';
import { achievementAnnouncementsSchema } from './progress-charts.js';
import { userSettingsSchema } from './settings.js';
import { workoutTemplateSchema } from './workouts.js';

/**
 * `GET /api/dashboard`: everything the dashboard shows in one answer. Each part is exactly the body of the
 * spec call named beside it, so a client may take either.
 */
export const dashboardResponseSchema = z.object({
  /** GET /api/auth/profile */
  profile: profileResponseSchema,
  /** GET /api/auth/summary */
  summary: authSummarySchema,
  /** GET /api/activity/streak */
  streak: streakResponseSchema,
  /** GET /api/user/streak/personal-record */
  personalRecord: personalRecordResponseSchema,
  /** GET /api/user/summary/calories?week=current */
  calories: caloriesSummaryResponseSchema,
  /** GET /api/user/summary/workouts?week=current */
  workouts: workoutsSummaryResponseSchema,
  /** GET /api/user/weight/latest */
  latestWeight: latestWeightResponseSchema,
  /** GET /api/user/activity/recent?limit=5 */
  recentActivity: recentActivityResponseSchema,
  /** GET /api/user/goals/{kind}, one per kind (the weekly targets) */
  goals: z.object({
    workouts: weeklyTargetResponseSchema,
    calories: weeklyTargetResponseSchema,
    'calories-intake': weeklyTargetResponseSchema,
    protein: weeklyTargetResponseSchema,
  }),
  /** GET /api/user/schedule/week */
  schedule: scheduleResponseSchema,
  /** GET /api/workouts/templates */
  templates: z.array(workoutTemplateSchema),
  // What the signed-in shell shows around the dashboard (issue 14: the dashboard opens with one request).
  /** GET /api/settings */
  settings: userSettingsSchema,
  /** GET /api/notifications/unread-count */
  unreadNotifications: unreadCountSchema,
  /**
   * What POST /api/progress/achievements/announcements would answer now, without claiming them: the earned
   * achievements not announced yet. A read; the app claims them (the POST) only when there are some.
   */
  announcements: achievementAnnouncementsSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
