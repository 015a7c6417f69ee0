import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';

/*
 * Importing workout histories (issue 18). A preview parses the uploaded file once into staging rows (`imports`
 * and its `import_workouts`, one JSON row per workout) so the confirm needs no re-upload and may reach any
 * instance; staged imports expire. Each imported log remembers the workout it came from (`source_key`), unique
 * per user, so importing the same file again adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_logs').addColumn('source_key', 'text').execute();
  // NULLs (logs made in the app) are distinct in a unique index on both SQLite and PostgreSQL.
  await db.schema
    .createIndex('workout_logs_user_source_key')
    .on('workout_logs')
    .columns(['user_id', 'source_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('weight_unit', 'text', (c) => c.notNull())
    .addColumn('weight_unit_from_file', 'integer', (c) => c.notNull())
    // JSON: the rows that could not be read ({ line, message }[]).
    .addColumn('errors', 'text', (c) => c.notNull())
    // JSON: each exercise name of the file with its match ({ name, exerciseId | null, kind }[]).
    .addColumn('exercises', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('imports_expires_at').on('imports').column('expires_at').execute();

  await db.schema
    .createTable('import_workouts')
    .addColumn('import_id', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (c) => c.notNull())
    // JSON: the workout as read (ImportedWorkout, weights in kg in the preview's unit).
    .addColumn('workout', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_workouts_pk', ['import_id', 'seq'])
    .execute();

  await addDataVersionTriggers(db, 'imports');
  await addDataVersionTriggers(db, 'import_workouts');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, 'import_workouts');
  await dropDataVersionTriggers(db, 'imports');
  await db.schema.dropTable('import_workouts').ifExists().execute();
  await db.schema.dropTable('imports').ifExists().execute();
  await db.schema.dropIndex('workout_logs_user_source_key').ifExists().execute();
  await db.schema.alterTable('workout_logs').dropColumn('source_key').execute();
}
