import type { Selectable } from 'kysely';
import { countRows } from '../../db/count-rows.js';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { GoalsTable } from '../../db/schema.js';

export type GoalRow = Selectable<GoalsTable>;
export type GoalStatusValue = 'in-progress' | 'completed';

/** Every query names the owner: a goal of another user is never read or written. */
export function createGoalsRepository(db: Db) {
  const goals = ownedRows(db, 'goals');
  return {
    list(userId: string, status?: GoalStatusValue): Promise<GoalRow[]> {
      let query = rowsOfUser(db, 'goals', userId).selectAll();
      if (status) query = query.where('status', '=', status);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    listFollowingWeight(userId: string): Promise<GoalRow[]> {
      return rowsOfUser(db, 'goals', userId).selectAll().where('follows_weight', '=', 1).execute();
    },

    find: goals.find,

    count: (userId: string): Promise<number> => countRows(rowsOfUser(db, 'goals', userId)),

    async insert(row: GoalRow): Promise<void> {
      await db.insertInto('goals').values(row).execute();
    },

    /** True when the goal existed for this user. */
    update: goals.update,

    /** True when the goal existed for this user. */
    delete: goals.delete,

    /**
     * The weight a goal follows: the newest progress entry with a weight (DESIGN §5), else the start weight of
     * onboarding; null when the user never recorded one.
     */
    async latestWeight(userId: string): Promise<{ weightKg: number; recordedAt: string | null } | null> {
      const entry = await rowsOfUser(db, 'progress_entries', userId)
        .select(['weight_kg', 'created_at'])
        .where('weight_kg', 'is not', null)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (entry?.weight_kg != null) return { weightKg: entry.weight_kg, recordedAt: entry.created_at };
      const user = await db
        .selectFrom('users')
        .select('start_weight_kg')
        .where('id', '=', userId)
        .executeTakeFirst();
      return user?.start_weight_kg != null ? { weightKg: user.start_weight_kg, recordedAt: null } : null;
    },
  };
}
export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
