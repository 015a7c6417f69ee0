import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { deletedWith, timestamps } from './columns.js';
import {
  createIndex,
  createLinkTable,
  createPerUserTable,
  createTableWithId,
  createUserTable,
} from './tables.js';

// Never edit a migration that has landed: add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await createTableWithId(db, 'users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_onboarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('onboarding', 'text')
    .addColumn('start_weight_kg', t.float)
    .addColumn('avatar_image_id', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .$call(timestamps)
    .execute();

  await createUserTable(db, 'refresh_tokens')
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'refresh_tokens', 'refresh_tokens_family', ['family_id']);

  await db.schema
    .createTable('throttle_events')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'throttle_events', 'throttle_events_lookup', ['kind', 'key', 'created_at']);

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await createUserTable(db, 'workout_templates')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('muscle_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exercises', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('estimated_duration_min', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('last_completed_at', 'text')
    .addColumn('last_duration_min', t.float)
    .$call(timestamps)
    .execute();
  await createIndex(db, 'workout_templates', 'workout_templates_user', ['user_id', 'created_at']);

  // Logs outlive their template: deleting a template must not erase history.
  await createUserTable(db, 'workout_logs')
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
  await createIndex(db, 'workout_logs', 'workout_logs_user_time', ['user_id', 'timestamp']);
  await createIndex(db, 'workout_logs', 'workout_logs_user_date', ['user_id', 'local_date']);
  await createIndex(db, 'workout_logs', 'workout_logs_template', ['template_id']);

  await createUserTable(db, 'nutrition_entries')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meals', 'text', (c) => c.notNull())
    .addColumn('total_calories', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('total_protein', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'nutrition_entries', 'nutrition_entries_user_date', [
    'user_id',
    'date',
    'created_at',
  ]);
  await createIndex(db, 'nutrition_entries', 'nutrition_entries_user_created', ['user_id', 'created_at']);

  await createUserTable(db, 'progress_entries')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('measurements', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('weight_kg', t.float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'progress_entries', 'progress_entries_user_date', ['user_id', 'date', 'created_at']);
  await createIndex(db, 'progress_entries', 'progress_entries_user_created', ['user_id', 'created_at']);

  await createUserTable(db, 'images')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('thumb_bytes', t.bytes, (c) => c.notNull())
    .addColumn('progress_entry_id', 'text', (c) => c.references('progress_entries.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'images', 'images_user', ['user_id']);
  await createIndex(db, 'images', 'images_progress_entry', ['progress_entry_id']);

  await createPerUserTable(db, 'goal_targets', { andKey: 'kind' })
    .addColumn('target', t.float, (c) => c.notNull())
    .execute();

  await createPerUserTable(db, 'schedule_days', { andKey: 'day_of_week' })
    .addColumn('muscle_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exercises', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await createUserTable(db, 'goals')
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
    .$call(timestamps)
    .execute();
  await createIndex(db, 'goals', 'goals_user_status', ['user_id', 'status', 'created_at']);

  await createUserTable(db, 'posts')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'posts', 'posts_feed', ['created_at', 'id']);
  await createIndex(db, 'posts', 'posts_user', ['user_id']);

  await createLinkTable(db, 'post_likes', ['post_id', 'posts'], ['user_id', 'users'])
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'post_comments')
    .addColumn('post_id', 'text', deletedWith('posts'))
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'post_comments', 'post_comments_post', ['post_id', 'created_at']);
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
