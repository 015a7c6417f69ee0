import { sql, type Kysely } from 'kysely';
import {
  addStatementDataVersionTriggers,
  dropStatementDataVersionTriggers,
} from './data-version-triggers.js';
import type { DataArea } from '../data-areas.js';
import { isPostgres } from './row-triggers.js';

/*
 * Each data area gets a version beside the data version (docs/decisions/0028-data-areas.md): every table's
 * triggers now move its area's version too, in the same update of the owner's `users` row, and a change of the
 * person's own columns moves the profile's. A cache can then keep what was built from some areas only until
 * one of those moves. Kept here as this migration wrote them: a later change is a migration of its own.
 */

/** Each table with data-version triggers, its owner column and its area. */
export const AREA_OF_TABLE: ReadonlyArray<readonly [table: string, owner: string, area: DataArea]> = [
  ['workout_logs', 'user_id', 'training'],
  ['imports', 'user_id', 'training'],
  ['import_workouts', 'user_id', 'training'],
  ['nutrition_entries', 'user_id', 'nutrition'],
  ['nutrition_items', 'user_id', 'nutrition'],
  ['nutrition_water', 'user_id', 'nutrition'],
  ['nutrition_targets', 'user_id', 'nutrition'],
  ['saved_meals', 'user_id', 'nutrition'],
  ['foods', 'owner_id', 'nutrition'],
  ['progress_entries', 'user_id', 'body'],
  ['images', 'user_id', 'body'],
  ['workout_templates', 'user_id', 'plan'],
  ['exercises', 'owner_id', 'plan'],
  ['schedule_days', 'user_id', 'plan'],
  ['goal_targets', 'user_id', 'plan'],
  ['goals', 'user_id', 'plan'],
  ['user_settings', 'user_id', 'settings'],
  ['notifications', 'user_id', 'notifications'],
  ['user_achievements', 'user_id', 'achievements'],
];

/** Every area, the profile (the `users` row's own columns) among them. */
export const AREAS: DataArea[] = [...new Set(AREA_OF_TABLE.map(([, , area]) => area)), 'profile'];

/** The person's own columns that move the data version (migration 2026-11-23-0014), and now the profile's. */
const USER_COLUMNS = 'email, name, is_onboarded, onboarding, start_weight_kg, avatar_image_id, time_zone';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const area of AREAS) {
    await db.schema
      .alterTable('users')
      .addColumn(`${area}_version`, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const [table, owner, area] of AREA_OF_TABLE) {
    await dropStatementDataVersionTriggers(db, table);
    await addStatementDataVersionTriggers(db, table, { userColumn: owner, areaColumn: `${area}_version` });
  }
  await replaceUsersTrigger(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceUsersTrigger(db, false);
  for (const [table, owner] of AREA_OF_TABLE) {
    await dropStatementDataVersionTriggers(db, table);
    await addStatementDataVersionTriggers(db, table, { userColumn: owner });
  }
  for (const area of AREAS) await db.schema.alterTable('users').dropColumn(`${area}_version`).execute();
}

/** The trigger on the person's own columns, moving the profile's version too or (down) not. */
async function replaceUsersTrigger(db: Kysely<unknown>, withProfile: boolean): Promise<void> {
  if (isPostgres(db)) {
    const profile = withProfile ? '\n  new.profile_version := old.profile_version + 1;' : '';
    await sql
      .raw(
        `create or replace function users_data_version() returns trigger language plpgsql as $$
begin
  new.data_version := old.data_version + 1;${profile}
  return new;
end $$`,
      )
      .execute(db);
    return;
  }
  const profile = withProfile ? ', profile_version = profile_version + 1' : '';
  await sql.raw('drop trigger if exists users_data_version').execute(db);
  // Neither version is among the columns, so this update does not fire the trigger again.
  await sql
    .raw(
      `create trigger users_data_version after update of ${USER_COLUMNS} on users begin
update users set data_version = data_version + 1${profile} where id = new.id; end`,
    )
    .execute(db);
}
