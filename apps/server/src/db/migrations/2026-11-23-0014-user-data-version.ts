import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';

/**
 * A per-user data version (docs/decisions/0008-data-version.md): `users.data_version` moves with every write
 * of the user's data, in that write's transaction, so the dashboard's ETag and in-process cache are keyed by
 * it and stay right across instances. Social tables are left out: nothing they hold is part of the owner's
 * dashboard, and a like by somebody else would not be the owner's write anyway.
 */
const USER_DATA_TABLES = [
  'workout_templates',
  'workout_logs',
  'nutrition_entries',
  'progress_entries',
  'images',
  'goal_targets',
  'schedule_days',
  'goals',
] as const;

/** The user's own columns an answer shows or depends on (time_zone: the profile call stores it). */
const USER_COLUMNS = [
  'email',
  'name',
  'is_onboarded',
  'onboarding',
  'start_weight_kg',
  'avatar_image_id',
  'time_zone',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const table of USER_DATA_TABLES) await addDataVersionTriggers(db, table);

  const columns = USER_COLUMNS.join(', ');
  if (postgres) {
    await sql
      .raw(
        `create function users_data_version() returns trigger language plpgsql as $$
begin
  new.data_version := old.data_version + 1;
  return new;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_data_version before update of ${columns} on users for each row execute function users_data_version()`,
      )
      .execute(db);
  } else {
    // data_version itself is not among the columns, so this update does not fire the trigger again.
    await sql
      .raw(
        `create trigger users_data_version after update of ${columns} on users begin
update users set data_version = data_version + 1 where id = new.id; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of USER_DATA_TABLES) await dropDataVersionTriggers(db, table);
  if (postgres) {
    await sql.raw('drop trigger if exists users_data_version on users').execute(db);
    await sql.raw('drop function if exists users_data_version()').execute(db);
  } else {
    await sql.raw('drop trigger if exists users_data_version').execute(db);
  }
  await db.schema.alterTable('users').dropColumn('data_version').execute();
}
