import { AREA_VERSION_COLUMNS, type AreaVersions } from './data-areas.js';
import type { Db } from './database.js';

/** A person's data version and the versions of their data areas, as their `users` row holds them. */
export type DataVersions = { data_version: number } & AreaVersions;

/**
 * The one-row read of a person's versions: the read every signed-in request makes first
 * (plugins/authentication.ts), and the one a write makes of itself in its own transaction (the quick meal's).
 */
export const dataVersionsQuery = (db: Db) => (userId: string) =>
  db
    .selectFrom('users')
    .select(['data_version', ...AREA_VERSION_COLUMNS])
    .where('id', '=', userId);
