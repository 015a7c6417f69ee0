import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';

export function createThrottleRepository(db: Db) {
  return {
    count: (kind: string, key: string, sinceIso: string): Promise<number> =>
      countRows(
        db
          .selectFrom('throttle_events')
          .where('kind', '=', kind)
          .where('key', '=', key)
          .where('created_at', '>=', sinceIso),
      ),
    async record(kind: string, key: string, atIso: string): Promise<void> {
      await db.insertInto('throttle_events').values({ kind, key, created_at: atIso }).execute();
    },
    async deleteOlderThan(iso: string): Promise<void> {
      await db.deleteFrom('throttle_events').where('created_at', '<', iso).execute();
    },
  };
}
