import type { Db } from '../../db/database.js';

export function createSettingsRepository(db: Db) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },
    /** Stores the value unless one exists; the first writer wins when instances start together. */
    async insertIfAbsent(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
    async put(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
