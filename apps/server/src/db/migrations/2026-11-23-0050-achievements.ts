import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';
import { createIndex, createPerUserTable } from './tables.js';

/*
 * Progress from real data (issue 16). Achievements are worked out from a person's data; once one is earned it is
 * kept here, so deleting the data later does not take it away (docs/decisions/0016), and `announced_at` marks the
 * one time the app showed it (server-side, so once per person rather than per device).
 * The History tab's weekly sets per muscle read a person's sets by time: an index on (user, performed_at).
 * The weight trend reads every weigh-in and the streak achievements the first save of each active day: two
 * covering indexes, so neither touches the table rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPerUserTable(db, 'user_achievements', { andKey: 'key' })
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addColumn('announced_at', 'text')
    .execute();
  await addDataVersionTriggers(db, 'user_achievements', { userColumn: 'user_id' });

  await createIndex(db, 'workout_sets', 'workout_sets_user_time', ['user_id', 'performed_at']);
  await createIndex(db, 'progress_entries', 'progress_entries_user_weigh_ins', [
    'user_id',
    'date',
    'created_at',
    'id',
    'weight_kg',
  ]);
  await createIndex(db, 'workout_logs', 'workout_logs_user_date_created', [
    'user_id',
    'local_date',
    'created_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workout_logs_user_date_created').ifExists().execute();
  await db.schema.dropIndex('progress_entries_user_weigh_ins').ifExists().execute();
  await db.schema.dropIndex('workout_sets_user_time').ifExists().execute();
  await dropDataVersionTriggers(db, 'user_achievements');
  await db.schema.dropTable('user_achievements').ifExists().execute();
}
