import type { Kysely } from 'kysely';
import { deletedWith } from './columns.js';
import {
  createIndex,
  createLinkTable,
  createPerUserTable,
  createTableWithId,
  createUserTable,
} from './tables.js';

/*
 * Friends, blocks, activity items, presence and notifications (issue 17, docs/decisions/0017-friends-and-privacy.md).
 *
 * - `friend_links`: one row per pair of people, keyed by the ordered pair (user_a < user_b), so two people
 *   asking each other at the same moment meet on the same key and end up with one friendship. `status` is
 *   'pending' (asked by `requester_id`) or 'friends'.
 * - `user_blocks`: who blocked whom; a block hides each from the other and refuses requests both ways.
 * - posts gain a `type` and the `details` of what the app posted about; a workout's item names its log and
 *   goes with it (cascade); `activity_key` holds an item once per user (a milestone, an achievement).
 * - `user_presence`: when a user last made an authenticated request. Its own table and no data-version
 *   triggers: being seen must not move the user's data version (the dashboard's ETag).
 * - `notifications`: what happened to a user, written by the other person's action.
 *
 * Like the existing social tables (migration 0014), none of these is part of the owner's dashboard, and most
 * rows are written by somebody else's action, so they carry no data-version triggers (decision 0017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_links')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_a', 'text', deletedWith('users'))
    .addColumn('user_b', 'text', deletedWith('users'))
    .addColumn('requester_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addPrimaryKeyConstraint('friend_links_pk', ['user_a', 'user_b'])
    .execute();
  await createIndex(db, 'friend_links', 'friend_links_user_b', ['user_b', 'user_a']);

  await createLinkTable(db, 'user_blocks', ['blocker_id', 'users'], ['blocked_id', 'users'])
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'user_blocks', 'user_blocks_blocked', ['blocked_id']);

  await db.schema
    .alterTable('posts')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('post'))
    .execute();
  await db.schema.alterTable('posts').addColumn('details', 'text').execute();
  await db.schema
    .alterTable('posts')
    .addColumn('workout_log_id', 'text', (c) => c.references('workout_logs.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('posts').addColumn('activity_key', 'text').execute();
  // NULLs (typed posts) are distinct in a unique index on both SQLite and PostgreSQL.
  await createIndex(db, 'posts', 'posts_user_activity_key', ['user_id', 'activity_key'], { unique: true });
  await createIndex(db, 'posts', 'posts_workout_log', ['workout_log_id']);
  await createIndex(db, 'posts', 'posts_user_feed', ['user_id', 'created_at', 'id']);

  await createPerUserTable(db, 'user_presence')
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'challenges')
    .addColumn('creator_id', 'text', deletedWith('users'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set once, by whoever first sees it ended: the results are announced then.
    .addColumn('finished_at', 'text')
    .execute();
  await createLinkTable(db, 'challenge_participants', ['challenge_id', 'challenges'], ['user_id', 'users'])
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'challenge_participants', 'challenge_participants_user', ['user_id']);

  await createPerUserTable(db, 'leaderboard_best', { andKey: 'metric' })
    .addColumn('best_rank', 'integer', (c) => c.notNull())
    .execute();

  await createUserTable(db, 'notifications')
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.references('challenges.id').onDelete('cascade'))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await createIndex(db, 'notifications', 'notifications_user', ['user_id', 'created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').ifExists().execute();
  await db.schema.dropTable('leaderboard_best').ifExists().execute();
  await db.schema.dropTable('challenge_participants').ifExists().execute();
  await db.schema.dropTable('challenges').ifExists().execute();
  await db.schema.dropTable('user_presence').ifExists().execute();
  await db.schema.dropIndex('posts_user_feed').ifExists().execute();
  await db.schema.dropIndex('posts_workout_log').ifExists().execute();
  await db.schema.dropIndex('posts_user_activity_key').ifExists().execute();
  for (const column of ['activity_key', 'workout_log_id', 'details', 'type']) {
    await db.schema.alterTable('posts').dropColumn(column).execute();
  }
  await db.schema.dropTable('user_blocks').ifExists().execute();
  await db.schema.dropTable('friend_links').ifExists().execute();
}
