import { AREA_VERSION_COLUMNS, type AreaVersions } from './data-areas.js';
import type { Db } from './database.js';

/** A person's data version and the versions of their data areas, as their `users` row holds them. */
export type DataVersions = { data_version: number } & AreaVersions;

/** The columns of the read below, in the order it selects them. */
export const DATA_VERSION_COLUMNS = ['data_version', ...AREA_VERSION_COLUMNS] as const;

/**
 * The one-row read of a person's versions: the read every signed-in request makes first
 * (plugins/authentication.ts), and the one a write makes of itself in its own transaction (the quick meal's).
 */
export const dataVersionsQuery = (db: Db) => (userId: string) =>
  db.selectFrom('users').select(DATA_VERSION_COLUMNS).where('id', '=', userId);

/**
 * The versions from the read's values, in DATA_VERSION_COLUMNS' order: one object literal, made in one step with
 * its final shape, where a row object is built key by key (its test holds the two orders together).
 */
export const dataVersionsOfValues = (values: readonly unknown[]): DataVersions => ({
  data_version: values[0] as number,
  training_version: values[1] as number,
  nutrition_version: values[2] as number,
  body_version: values[3] as number,
  plan_version: values[4] as number,
  profile_version: values[5] as number,
  settings_version: values[6] as number,
  notifications_version: values[7] as number,
  achievements_version: values[8] as number,
});
