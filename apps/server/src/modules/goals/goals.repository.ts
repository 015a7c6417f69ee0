import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GoalsTable } from '../../db/schema.js';

export type GoalRow = Selectable<GoalsTable>;
export type GoalStatusValue = 'in-progress' | 'completed';

/** Every query names the owner: a goal of another user is never read or written. */
export function createGoalsRepository(db: Db) {
  return {
    list(userId: string, status?: GoalStatusValue): Promise<GoalRow[]> {
      let query = db.selectFrom('goals').selectAll().where('user_id', '=', userId);
      if (status) query = query.where('status', '=', status);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    listFollowingWeight(userId: string): Promise<GoalRow[]> {
      return db
        .selectFrom('goals')
        .selectAll()
        .where('user_id', '=', userId)
        .where('follows_weight', '=', 1)
        .execute();
    },

    find(userId: string, id: string): Promise<GoalRow | undefined> {
      return db
        .selectFrom('goals')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('goals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(row: GoalRow): Promise<void> {
      await db.insertInto('goals').values(row).execute();
    },

    /** True when the goal existed for this user. */
    async update(userId: string, id: string, changes: Updateable<GoalsTable>): Promise<boolean> {
      const result = await db
        .updateTable('goals')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** True when the goal existed for this user. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('goals')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * The weight a goal follows: the newest progress entry with a weight (DESIGN §5), else the start weight of
     * onboarding; null when the user never recorded one.
     */
    async latestWeight(userId: string): Promise<{ weightKg: number; recordedAt: string | null } | null> {
      const entry = await db
        .selectFrom('progress_entries')
        .select(['weight_kg', 'created_at'])
        .where('user_id', '=', userId)
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
