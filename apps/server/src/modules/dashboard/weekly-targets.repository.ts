import type { WeeklyTargetKind } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { perDatabase, preparedQuery } from '../../plugins/prepared-query.js';

/** The read of every target, compiled once per database handle. */
const targetsQueryOf = perDatabase((db) =>
  preparedQuery<{ kind: string; target: number }, [string]>(db, 1, (userId) =>
    db.selectFrom('goal_targets').select(['kind', 'target']).where('user_id', '=', userId),
  ),
);

/**
 * Weekly targets the user has set; a kind without a row uses its default. The table keeps its first name,
 * `goal_targets` (migrations are append-only).
 */
export function createWeeklyTargetsRepository(db: Db) {
  return {
    async findTarget(userId: string, kind: WeeklyTargetKind): Promise<number | undefined> {
      const row = await db
        .selectFrom('goal_targets')
        .select('target')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.target;
    },

    /** Every target the user has set, in one read (the dashboard shows all four kinds). */
    async findTargets(userId: string): Promise<Partial<Record<WeeklyTargetKind, number>>> {
      const rows = await targetsQueryOf(db)(userId);
      return Object.fromEntries(rows.map((row) => [row.kind, row.target]));
    },

    async saveTarget(userId: string, kind: WeeklyTargetKind, target: number): Promise<void> {
      await db
        .insertInto('goal_targets')
        .values({ user_id: userId, kind, target })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ target }))
        .execute();
    },
  };
}
