import type { Db } from '../../db/database.js';

export function createThrottleRepository(db: Db) {
  return {
    async count(kind: string, key: string, sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('throttle_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('created_at', '>=', sinceIso)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async record(kind: string, key: string, atIso: string): Promise<void> {
      await db.insertInto('throttle_events').values({ kind, key, created_at: atIso }).execute();
    },
    async deleteOlderThan(iso: string): Promise<void> {
      await db.deleteFrom('throttle_events').where('created_at', '<', iso).execute();
    },
  };
}
