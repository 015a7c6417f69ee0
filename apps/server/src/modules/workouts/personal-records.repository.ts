import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { deleteRowsOfUser, rowsOfUser } from '../../db/owned-rows.js';
import type { PersonalRecordsTable } from '../../db/schema.js';

export type RecordRow = Selectable<PersonalRecordsTable>;
export type RecordWithName = RecordRow & { exercise_name: string };
export type RecordPosition = { achievedAt: string; exerciseId: string; record: string };

/** The current best of each (user, exercise, record kind). Every query names the owner. */
export function createPersonalRecordsRepository(db: Db) {
  return {
    currentFor(userId: string, exerciseIds: string[]): Promise<RecordRow[]> {
      if (exerciseIds.length === 0) return Promise.resolve([]);
      return rowsOfUser(db, 'personal_records', userId)
        .selectAll()
        .where('exercise_id', 'in', exerciseIds)
        .execute();
    },

    heldByLogs(userId: string, logIds: string[]): Promise<RecordRow[]> {
      if (logIds.length === 0) return Promise.resolve([]);
      return rowsOfUser(db, 'personal_records', userId)
        .selectAll()
        .where('log_id', 'in', logIds)
        .orderBy('exercise_id')
        .orderBy('record')
        .execute();
    },

    /**
     * Stores each row unless the stored record is at least as good: two workouts saved at once cannot lower a
     * record, whichever commits last.
     */
    async upsertIfBetter(rows: Insertable<PersonalRecordsTable>[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('personal_records')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'exercise_id', 'record'])
            .doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              log_id: eb.ref('excluded.log_id'),
              achieved_at: eb.ref('excluded.achieved_at'),
            }))
            .where((eb) => eb('personal_records.value', '<', eb.ref('excluded.value'))),
        )
        .execute();
    },

    async deleteHeldByLog(userId: string, logId: string): Promise<void> {
      await deleteRowsOfUser(db, 'personal_records', userId).where('log_id', '=', logId).execute();
    },

    /** Newest first, with the exercise's name; `after` continues below a previous page's last row. */
    list(userId: string, limit: number, after: RecordPosition | undefined): Promise<RecordWithName[]> {
      let query = db
        .selectFrom('personal_records as r')
        .innerJoin('exercises as e', 'e.id', 'r.exercise_id')
        .selectAll('r')
        .select('e.name as exercise_name')
        .where('r.user_id', '=', userId);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('r.achieved_at', '<', after.achievedAt),
            eb.and([eb('r.achieved_at', '=', after.achievedAt), eb('r.exercise_id', '>', after.exerciseId)]),
            eb.and([
              eb('r.achieved_at', '=', after.achievedAt),
              eb('r.exercise_id', '=', after.exerciseId),
              eb('r.record', '>', after.record),
            ]),
          ]),
        );
      }
      return query
        .orderBy('r.achieved_at', 'desc')
        .orderBy('r.exercise_id', 'asc')
        .orderBy('r.record', 'asc')
        .limit(limit)
        .execute();
    },
  };
}
export type PersonalRecordsRepository = ReturnType<typeof createPersonalRecordsRepository>;
