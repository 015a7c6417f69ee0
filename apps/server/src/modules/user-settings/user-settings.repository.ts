import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import type { UserSettingsTable } from '../../db/schema.js';

export type UserSettingsRow = Selectable<UserSettingsTable>;

export function createUserSettingsRepository(db: Db) {
  return {
    find(userId: string): Promise<UserSettingsRow | undefined> {
      return rowsOfUser(db, 'user_settings', userId).selectAll().executeTakeFirst();
    },

    /** Writes the whole row: the service merged the change into what was stored. */
    async save(row: UserSettingsRow): Promise<void> {
      const { user_id: _userId, ...changes } = row;
      await db
        .insertInto('user_settings')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },
  };
}
