import type { Kysely } from 'kysely';

/*
 * Friends, blocks, activity items, presence and notifications (issue 17, docs/decisions/0017-friends.md).
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
    .addColumn('user_a', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addPrimaryKeyConstraint('friend_links_pk', ['user_a', 'user_b'])
    .execute();
  await db.schema
    .createIndex('friend_links_user_b')
    .on('friend_links')
    .columns(['user_b', 'user_a'])
    .execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked').on('user_blocks').column('blocked_id').execute();

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
  await db.schema
    .createIndex('posts_user_activity_key')
    .on('posts')
    .columns(['user_id', 'activity_key'])
    .unique()
    .execute();
  await db.schema.createIndex('posts_workout_log').on('posts').column('workout_log_id').execute();
  await db.schema
    .createIndex('posts_user_feed')
    .on('posts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('user_presence')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set once, by whoever first sees it ended: the results are announced then.
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createTable('challenge_participants')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('challenge_participants_pk', ['challenge_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('challenge_participants_user')
    .on('challenge_participants')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('leaderboard_best')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('best_rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_best_pk', ['user_id', 'metric'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.references('challenges.id').onDelete('cascade'))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
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
