import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Never edit a migration that has landed: add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const cascade = 'cascade' as const;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_onboarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('onboarding', 'text')
    .addColumn('start_weight_kg', t.float)
    .addColumn('avatar_image_id', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('throttle_events')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_events_lookup')
    .on('throttle_events')
    .columns(['kind', 'key', 'created_at'])
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workout_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('muscle_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exercises', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('estimated_duration_min', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('last_completed_at', 'text')
    .addColumn('last_duration_min', t.float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workout_templates_user')
    .on('workout_templates')
    .columns(['user_id', 'created_at'])
    .execute();

  // Logs outlive their template: deleting a template must not erase history.
  await db.schema
    .createTable('workout_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('template_id', 'text', (c) => c.references('workout_templates.id').onDelete('set null'))
    .addColumn('workout_type', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_min', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('calories_burned', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workout_logs_user_time')
    .on('workout_logs')
    .columns(['user_id', 'timestamp'])
    .execute();
  await db.schema
    .createIndex('workout_logs_user_date')
    .on('workout_logs')
    .columns(['user_id', 'local_date'])
    .execute();
  await db.schema.createIndex('workout_logs_template').on('workout_logs').column('template_id').execute();

  await db.schema
    .createTable('nutrition_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meals', 'text', (c) => c.notNull())
    .addColumn('total_calories', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('total_protein', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('nutrition_entries_user_date')
    .on('nutrition_entries')
    .columns(['user_id', 'date', 'created_at'])
    .execute();
  await db.schema
    .createIndex('nutrition_entries_user_created')
    .on('nutrition_entries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('progress_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('measurements', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('weight_kg', t.float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('progress_entries_user_date')
    .on('progress_entries')
    .columns(['user_id', 'date', 'created_at'])
    .execute();
  await db.schema
    .createIndex('progress_entries_user_created')
    .on('progress_entries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('thumb_bytes', t.bytes, (c) => c.notNull())
    .addColumn('progress_entry_id', 'text', (c) => c.references('progress_entries.id').onDelete(cascade))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_user').on('images').column('user_id').execute();
  await db.schema.createIndex('images_progress_entry').on('images').column('progress_entry_id').execute();

  await db.schema
    .createTable('goal_targets')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', t.float, (c) => c.notNull())
    .addPrimaryKeyConstraint('goal_targets_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('schedule_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('day_of_week', 'text', (c) => c.notNull())
    .addColumn('muscle_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exercises', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('schedule_days_pk', ['user_id', 'day_of_week'])
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_value', t.float, (c) => c.notNull())
    .addColumn('current_value', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('follows_weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goals_user_status')
    .on('goals')
    .columns(['user_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_feed').on('posts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('posts_user').on('posts').column('user_id').execute();

  await db.schema
    .createTable('post_likes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete(cascade))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('post_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete(cascade))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('post_comments_post')
    .on('post_comments')
    .columns(['post_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'post_comments',
    'post_likes',
    'posts',
    'goals',
    'schedule_days',
    'goal_targets',
    'images',
    'progress_entries',
    'nutrition_entries',
    'workout_logs',
    'workout_templates',
    'app_settings',
    'throttle_events',
    'refresh_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
