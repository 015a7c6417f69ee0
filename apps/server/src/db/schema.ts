import type { ColumnType, Generated } from 'kysely';
import type { AreaVersionColumn } from './data-areas.js';

/*
 * Column conventions, the same on SQLite and PostgreSQL:
 * - ids are random UUID strings;
 * - instants are ISO-8601 UTC strings with milliseconds ('2026-11-22T08:30:00.000Z'), which sort as text;
 * - calendar dates are 'YYYY-MM-DD';
 * - booleans are integers 0/1, JSON is text, images are bytes (blob / bytea).
 */

/** The version of each data area (triggers, migration 2026-11-27-0120, docs/decisions/0028-data-areas.md). */
type AreaVersionsColumns = { [Column in AreaVersionColumn]: Generated<number> };

export interface UsersTable extends AreaVersionsColumns {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  is_onboarded: number;
  /** JSON of the onboarding payload: { basicInfo, goals, preferences }. */
  onboarding: string | null;
  /** Start weight from onboarding, kept as a column so summaries need not parse JSON. */
  start_weight_kg: number | null;
  avatar_image_id: string | null;
  time_zone: string;
  created_at: string;
  updated_at: string;
  /** Moves with every write of the user's data (triggers, migration 2026-11-23-0014). */
  data_version: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when this token was exchanged for its successor. */
  rotated_at: string | null;
  revoked_at: string | null;
  /** The signing-in device's User-Agent (trimmed), copied to every successor. */
  user_agent: string | null;
  /** The session's sign-in or latest refresh. */
  last_used_at: string | null;
}

export interface ThrottleEventsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  created_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ImagesTable {
  id: string;
  user_id: string;
  purpose: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  thumb_bytes: Buffer;
  progress_entry_id: string | null;
  created_at: string;
}

export interface WorkoutTemplatesTable {
  id: string;
  user_id: string;
  name: string;
  day: string;
  muscle_group: string;
  /** JSON array of exercise names. */
  exercises: string;
  estimated_duration_min: number;
  last_completed_at: string | null;
  last_duration_min: number | null;
  created_at: string;
  updated_at: string;
  /** JSON array of plan entries: [{ exerciseId, restSeconds, notes, sets: [{ type, reps?, weightKg?, ... }] }]. */
  plan: Generated<string>;
}

export interface WorkoutLogsTable {
  id: string;
  user_id: string;
  template_id: string | null;
  workout_type: string;
  notes: string;
  duration_min: number;
  calories_burned: number;
  started_at: string;
  /** When the workout finished. */
  timestamp: string;
  /** The calendar day of `timestamp` in the user's zone when it was stored; feeds streaks and the schedule. */
  local_date: string;
  created_at: string;
  /** kg × reps over completed non-warm-up sets, fixed when the log is stored. */
  volume_kg: Generated<number>;
  /** Completed sets. */
  set_count: Generated<number>;
  /** The exported workout an imported log came from; null for logs made in the app. Unique per user. */
  source_key: Generated<string | null>;
}

/** A previewed import waiting for its confirm (expires). */
export interface ImportsTable {
  id: string;
  user_id: string;
  format: string;
  weight_unit: string;
  weight_unit_from_file: number;
  /** JSON { line, message }[]. */
  errors: string;
  /** JSON { name, exerciseId | null, kind }[]: the file's exercise names and their matches. */
  exercises: string;
  created_at: string;
  expires_at: string;
}

/** One staged workout of an import, as JSON. */
export interface ImportWorkoutsTable {
  import_id: string;
  seq: number;
  user_id: string;
  source_key: string;
  workout: string;
}

/** Built-in exercises have no owner; a person's own have one and are soft-deleted. */
export interface ExercisesTable {
  id: string;
  owner_id: string | null;
  name: string;
  name_key: string;
  kind: string;
  category: string;
  equipment: string | null;
  /** JSON arrays of muscle names. */
  primary_muscles: string;
  secondary_muscles: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface WorkoutLogExercisesTable {
  log_id: string;
  position: number;
  user_id: string;
  exercise_id: string;
  notes: string;
}

export interface WorkoutSetsTable {
  log_id: string;
  /** The exercise's position in the log. */
  position: number;
  set_index: number;
  user_id: string;
  exercise_id: string;
  performed_at: string;
  type: string;
  weight_kg: number | null;
  reps: number | null;
  duration_s: number | null;
  distance_m: number | null;
  rpe: number | null;
  completed: number;
}

/** The current best of each (user, exercise, record kind). */
export interface PersonalRecordsTable {
  user_id: string;
  exercise_id: string;
  record: string;
  value: number;
  log_id: string;
  achieved_at: string;
}

export interface NutritionEntriesTable {
  id: string;
  user_id: string;
  date: string;
  /** JSON array of meals: [{ type, items: [{ name, calories, macros: { protein, carbs, fats } }] }]. */
  meals: string;
  total_calories: number;
  total_protein: number;
  created_at: string;
  /** Set on the one entry per day that holds the diary's logged foods (nutrition_items). */
  diary_day: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProgressEntriesTable {
  id: string;
  user_id: string;
  date: string;
  /** JSON object of measurements. */
  measurements: string;
  /** measurements.weight, kept as a column for the latest-weight lookup. */
  weight_kg: number | null;
  created_at: string;
}

/** Streak figures of a user's days before settled_before (migration 0005); see streak.service.ts. */
export interface ActivityStreakCacheTable {
  user_id: string;
  settled_before: string;
  longest: number;
  trailing_run: number;
  updated_at: string;
}

export interface WeeklyTargetsTable {
  user_id: string;
  kind: string;
  target: number;
}

export interface ScheduleDaysTable {
  user_id: string;
  day_of_week: string;
  muscle_group: string;
  exercises: string;
}

export interface GoalsTable {
  id: string;
  user_id: string;
  title: string;
  category: string;
  target_value: number;
  current_value: number;
  unit: string;
  deadline: string;
  priority: string;
  description: string;
  status: string;
  follows_weight: number;
  /** Where the goal started (0008); null on goals stored before it. */
  start_value: number | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PostsTable {
  id: string;
  user_id: string;
  text: string;
  created_at: string;
  /** 'post', 'workout', 'achievement' or 'milestone' (migration 0060). */
  type: Generated<string>;
  /** JSON of ActivityDetails for an item the app posted; null for a typed post. */
  details: string | null;
  workout_log_id: string | null;
  /** Holds an app-posted item once per user (e.g. 'milestone:7:2026-06-01'). */
  activity_key: string | null;
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface PostCommentsTable {
  id: string;
  post_id: string;
  user_id: string;
  text: string;
  created_at: string;
}

/** A person's preferences (migration 0020); no row means the defaults. */
export interface UserSettingsTable {
  user_id: string;
  weight_unit: string;
  length_unit: string;
  theme: string;
  share_workouts: number;
  findable: number;
  updated_at: string;
}

/** A create's idempotency key (migration 0021): claimed before the write, completed with its answer. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** sha256 of method, path and body: the same key with another request is refused. */
  request_hash: string;
  status: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

/** Achievements a person has earned (migration 0050): kept once earned; `announced_at` once the app showed it. */
export interface UserAchievementsTable {
  user_id: string;
  key: string;
  earned_at: string;
  announced_at: string | null;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  throttle_events: ThrottleEventsTable;
  app_settings: AppSettingsTable;
  images: ImagesTable;
  workout_templates: WorkoutTemplatesTable;
  workout_logs: WorkoutLogsTable;
  imports: ImportsTable;
  import_workouts: ImportWorkoutsTable;
  nutrition_entries: NutritionEntriesTable;
  foods: FoodsTable;
  nutrition_items: NutritionItemsTable;
  nutrition_water: NutritionWaterTable;
  nutrition_targets: NutritionTargetsTable;
  saved_meals: SavedMealsTable;
  progress_entries: ProgressEntriesTable;
  /** The dashboard's weekly targets (named before they were called targets in code). */
  goal_targets: WeeklyTargetsTable;
  activity_streak_cache: ActivityStreakCacheTable;
  schedule_days: ScheduleDaysTable;
  goals: GoalsTable;
  posts: PostsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  exercises: ExercisesTable;
  workout_log_exercises: WorkoutLogExercisesTable;
  workout_sets: WorkoutSetsTable;
  personal_records: PersonalRecordsTable;
  user_settings: UserSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  user_achievements: UserAchievementsTable;
  friend_links: FriendLinksTable;
  user_blocks: UserBlocksTable;
  user_presence: UserPresenceTable;
  challenges: ChallengesTable;
  challenge_participants: ChallengeParticipantsTable;
  leaderboard_best: LeaderboardBestTable;
  notifications: NotificationsTable;
}

/** One row per pair of people, user_a < user_b (migration 0060). */
export interface FriendLinksTable {
  id: string;
  user_a: string;
  user_b: string;
  requester_id: string;
  status: 'pending' | 'friends';
  created_at: string;
  accepted_at: string | null;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface UserPresenceTable {
  user_id: string;
  last_active_at: string;
}

export interface ChallengesTable {
  id: string;
  creator_id: string;
  name: string;
  metric: string;
  start_date: string;
  end_date: string;
  created_at: string;
  finished_at: string | null;
}

export interface ChallengeParticipantsTable {
  challenge_id: string;
  user_id: string;
  status: 'invited' | 'accepted' | 'declined';
  created_at: string;
}

export interface LeaderboardBestTable {
  user_id: string;
  metric: string;
  best_rank: number;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  actor_id: string | null;
  kind: string;
  post_id: string | null;
  challenge_id: string | null;
  detail: string | null;
  created_at: string;
  read_at: string | null;
}

/** The food database: USDA SR28 rows (owner_id null) and users' own foods; nutrients per 100 g, null unknown. */
export interface FoodsTable {
  id: string;
  owner_id: string | null;
  source: string;
  name: string;
  food_group: string | null;
  barcode: string | null;
  kcal: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugars: number | null;
  sodium_mg: number | null;
  saturated_fat: number | null;
  /** JSON: [{ label, grams }]. */
  portions: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A logged food of the diary, its numbers computed when logged. */
export interface NutritionItemsTable {
  id: string;
  entry_id: string;
  user_id: string;
  date: string;
  meal: string;
  name: string;
  food_id: string | null;
  /** null for a food typed by hand (copied from a hand-entered meal). */
  grams: number | null;
  portion_label: string | null;
  portion_amount: number | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fats: number | null;
  created_at: string;
}

export interface NutritionWaterTable {
  user_id: string;
  date: string;
  ml: number;
  updated_at: string;
}

export interface NutritionTargetsTable {
  user_id: string;
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  water_ml: number;
  updated_at: string;
}

export interface SavedMealsTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON: [{ foodId, grams?, portion? }]. */
  items: string;
  created_at: string;
  updated_at: string;
}
