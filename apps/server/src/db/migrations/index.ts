import type { Migration } from 'kysely';
import * as initial from './2026-11-22-0001-initial.js';
import * as activityStreakCache from './2026-11-22-0005-activity-streak-cache.js';
import * as goalStartValue from './2026-11-22-0008-goal-start-value.js';
import * as strengthTraining from './2026-11-23-0013-strength-training.js';
import * as userDataVersion from './2026-11-23-0014-user-data-version.js';
import * as exerciseDataVersion from './2026-11-23-0015-exercise-data-version.js';
import * as userSettings from './2026-11-23-0020-user-settings.js';
import * as idempotencyKeys from './2026-11-23-0021-idempotency-keys.js';
import * as workoutImport from './2026-11-23-0030-workout-import.js';
import * as foodDiary from './2026-11-23-0040-food-diary.js';
import * as achievements from './2026-11-23-0050-achievements.js';
import * as friends from './2026-11-23-0060-friends.js';
import * as sessionDevices from './2026-11-23-0070-session-devices.js';
import * as notificationsDataVersion from './2026-11-26-0100-notifications-data-version.js';
import * as statementDataVersion from './2026-11-27-0110-statement-data-version.js';
import * as dataAreas from './2026-11-27-0120-data-areas.js';
import * as dashboardReadIndexes from './2026-11-27-0130-dashboard-read-indexes.js';
import * as diaryDayPartialIndex from './2026-11-27-0140-diary-day-partial-index.js';

/**
 * Every migration, in order. Listed by hand (not read from disk) so the bundle, the tests and the
 * built server all see the same set. Append new ones; never edit or reorder one that has landed.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0005-activity-streak-cache': activityStreakCache,
  '2026-11-22-0008-goal-start-value': goalStartValue,
  '2026-11-23-0013-strength-training': strengthTraining,
  '2026-11-23-0014-user-data-version': userDataVersion,
  '2026-11-23-0015-exercise-data-version': exerciseDataVersion,
  '2026-11-23-0020-user-settings': userSettings,
  '2026-11-23-0021-idempotency-keys': idempotencyKeys,
  '2026-11-23-0030-workout-import': workoutImport,
  '2026-11-23-0040-food-diary': foodDiary,
  '2026-11-23-0050-achievements': achievements,
  '2026-11-23-0060-friends': friends,
  '2026-11-23-0070-session-devices': sessionDevices,
  '2026-11-26-0100-notifications-data-version': notificationsDataVersion,
  '2026-11-27-0110-statement-data-version': statementDataVersion,
  '2026-11-27-0120-data-areas': dataAreas,
  '2026-11-27-0130-dashboard-read-indexes': dashboardReadIndexes,
  '2026-11-27-0140-diary-day-partial-index': diaryDayPartialIndex,
};
