import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';
import { deletedWith } from './columns.js';
import { createIndex, createUserTable } from './tables.js';

/*
 * Importing workout histories (issue 18). A preview parses the uploaded file once into staging rows (`imports`
 * and its `import_workouts`, one JSON row per workout) so the confirm needs no re-upload and may reach any
 * instance; staged imports expire. Each imported log remembers the workout it came from (`source_key`), unique
 * per user, so importing the same file again adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_logs').addColumn('source_key', 'text').execute();
  // NULLs (logs made in the app) are distinct in a unique index on both SQLite and PostgreSQL.
  await createIndex(db, 'workout_logs', 'workout_logs_user_source_key', ['user_id', 'source_key'], {
    unique: true,
  });

  await createUserTable(db, 'imports')
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
  await createIndex(db, 'imports', 'imports_expires_at', ['expires_at']);

  await db.schema
    .createTable('import_workouts')
    .addColumn('import_id', 'text', deletedWith('imports'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', deletedWith('users'))
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
