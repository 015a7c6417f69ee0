import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';

/*
 * Progress from real data (issue 16). Achievements are worked out from a person's data; once one is earned it is
 * kept here, so deleting the data later does not take it away (docs/decisions/0016), and `announced_at` marks the
 * one time the app showed it (server-side, so once per person rather than per device).
 * The History tab's weekly sets per muscle read a person's sets by time: an index on (user, performed_at).
 * The weight trend reads every weigh-in and the streak achievements the first save of each active day: two
 * covering indexes, so neither touches the table rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addColumn('announced_at', 'text')
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'key'])
    .execute();
  await addDataVersionTriggers(db, 'user_achievements', { userColumn: 'user_id' });

  await db.schema
    .createIndex('workout_sets_user_time')
    .on('workout_sets')
    .columns(['user_id', 'performed_at'])
    .execute();
  await db.schema
    .createIndex('progress_entries_user_weigh_ins')
    .on('progress_entries')
    .columns(['user_id', 'date', 'created_at', 'id', 'weight_kg'])
    .execute();
  await db.schema
    .createIndex('workout_logs_user_date_created')
    .on('workout_logs')
    .columns(['user_id', 'local_date', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workout_logs_user_date_created').ifExists().execute();
  await db.schema.dropIndex('progress_entries_user_weigh_ins').ifExists().execute();
  await db.schema.dropIndex('workout_sets_user_time').ifExists().execute();
  await dropDataVersionTriggers(db, 'user_achievements');
  await db.schema.dropTable('user_achievements').ifExists().execute();
}
