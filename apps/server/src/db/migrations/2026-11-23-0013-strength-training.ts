import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { deletedWith, timestamps } from './columns.js';
import { createIndex, createLibraryTable } from './tables.js';

/*
 * Strength training (issue 13): the exercise library (built-in rows without owner, custom rows with one),
 * one row per logged set, the exercises of a log with their notes, personal records, template plans,
 * and each log's volume and set count kept as columns so the logs list stays one query.
 * The built-in rows themselves are loaded at start from reference-data/exercises.json (see decision 0007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await createLibraryTable(db, 'exercises')
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name: typed template exercises are linked by it.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('equipment', 'text')
    .addColumn('primary_muscles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('secondary_muscles', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(timestamps)
    // Custom exercises are soft-deleted so past workouts keep their names.
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndex(db, 'exercises', 'exercises_owner_name', ['owner_id', 'name_key']);
  await createIndex(db, 'exercises', 'exercises_name_key', ['name_key']);

  await db.schema
    .createTable('workout_log_exercises')
    .addColumn('log_id', 'text', deletedWith('workout_logs'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('workout_log_exercises_pk', ['log_id', 'position'])
    .execute();

  await db.schema
    .createTable('workout_sets')
    .addColumn('log_id', 'text', deletedWith('workout_logs'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('set_index', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id'))
    // The log's finish instant, copied so "last time" and an exercise's history read one index.
    .addColumn('performed_at', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('weight_kg', t.float)
    .addColumn('reps', 'integer')
    .addColumn('duration_s', 'integer')
    .addColumn('distance_m', t.float)
    .addColumn('rpe', t.float)
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('workout_sets_pk', ['log_id', 'position', 'set_index'])
    .execute();
  await createIndex(db, 'workout_sets', 'workout_sets_user_exercise_time', [
    'user_id',
    'exercise_id',
    'performed_at',
  ]);

  await db.schema
    .createTable('personal_records')
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id'))
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('value', t.float, (c) => c.notNull())
    .addColumn('log_id', 'text', deletedWith('workout_logs'))
    .addColumn('achieved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('personal_records_pk', ['user_id', 'exercise_id', 'record'])
    .execute();
  await createIndex(db, 'personal_records', 'personal_records_user_time', ['user_id', 'achieved_at']);
  await createIndex(db, 'personal_records', 'personal_records_log', ['log_id']);

  await db.schema
    .alterTable('workout_templates')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('workout_logs')
    .addColumn('volume_kg', t.float, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('workout_logs')
    .addColumn('set_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_logs').dropColumn('set_count').execute();
  await db.schema.alterTable('workout_logs').dropColumn('volume_kg').execute();
  await db.schema.alterTable('workout_templates').dropColumn('plan').execute();
  for (const table of ['personal_records', 'workout_sets', 'workout_log_exercises', 'exercises']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
