/** Business constants of spec section 9, named once for the server and the web app. */

/** The weekly workouts target's range. */
export const WORKOUTS_TARGET_MIN = 1;
export const WORKOUTS_TARGET_MAX = 14;

/**
 * The dashboard's weekly targets (the spec's "weekly goals", `/api/user/goals/{kind}`): called targets in code so
 * that "goal" means only a personal goal (`goals.ts`).
 */
export const WEEKLY_TARGET_KINDS = ['workouts', 'calories', 'calories-intake', 'protein'] as const;
export type WeeklyTargetKind = (typeof WEEKLY_TARGET_KINDS)[number];

/** Targets used when a user has stored none. */
export const DEFAULT_WEEKLY_TARGETS: Record<WeeklyTargetKind, number> = {
  workouts: 7,
  calories: 20000,
  'calories-intake': 14000,
  protein: 600,
};

/** Monday first: our weeks start on Monday. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The days the weekly training schedule lists: Monday to Saturday. */
export const SCHEDULE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

export const RECENT_ACTIVITY_LIMIT = 5;
export const RECENT_ACTIVITY_MAX = 50;
export const WORKOUT_NOTES_LIMIT = 8;
/** Recent activity and workout notes are fresh for this long on the client. */
export const FRESH_FOR_MS = 30_000;

export const TIMER_TICK_MS = 1000;
export const STREAK_FALLBACK = 1;
/**
 * The streak to show from a GET /api/activity/streak body, fetched alone or as the dashboard's part (spec §9: it
 * falls back to 1 only when the answer carries none). Kept with the constants so both screens' first loads share it.
 */
export const streakShown = ({ streak }: { streak?: number | null }): number => streak ?? STREAK_FALLBACK;

export const QUICK_MEAL = {
  name: 'Quick Meal',
  calories: 400,
  protein: 25,
  carbs: 45,
  fat: 12,
} as const;

/** The in-page active-workout card on /workouts burns at a flat rate. */
export const WORKOUTS_CARD_KCAL_PER_MIN = 8;

export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const TIMEZONE_HEADER = 'X-Timezone';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** How often the app asks for new notifications; issue 17 asks for new ones within 30 seconds. */
export const NOTIFICATION_POLL_MS = 20_000;

/**
 * The dashboard's heading (spec §2 Dashboard): 'Welcome' straight after onboarding, 'Welcome Back' on every other
 * visit. One wording for the screen and for the early script that writes it into the pre-rendered frame.
 */
export const dashboardGreeting = (name: string, firstWelcome = false): string =>
  `${firstWelcome ? 'Welcome' : 'Welcome Back'}, ${name}!`;
