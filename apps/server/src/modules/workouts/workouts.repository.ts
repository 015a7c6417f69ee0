import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkoutLogsTable, WorkoutTemplatesTable } from '../../db/schema.js';
import type { ListPosition } from '../../lib/page-cursor.js';

export type TemplateRow = Selectable<WorkoutTemplatesTable>;
export type LogRow = Selectable<WorkoutLogsTable>;

/** Every query names the owner: a row of another user is never read or written. */
export function createWorkoutsRepository(db: Db) {
  return {
    listTemplates(userId: string): Promise<TemplateRow[]> {
      return db
        .selectFrom('workout_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    findTemplate(userId: string, id: string): Promise<TemplateRow | undefined> {
      return db
        .selectFrom('workout_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertTemplate(row: TemplateRow): Promise<void> {
      await db.insertInto('workout_templates').values(row).execute();
    },

    /** True when the template existed for this user. */
    async updateTemplate(
      userId: string,
      id: string,
      changes: Updateable<WorkoutTemplatesTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('workout_templates')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** True when the template existed for this user. Its logs stay, with template_id set to null. */
    async deleteTemplate(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('workout_templates')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Newest first; with `after` (timestamp, created_at, id of a page's last log), the logs older than it. */
    listLogs(userId: string, limit: number, after?: ListPosition): Promise<LogRow[]> {
      let query = db.selectFrom('workout_logs').selectAll().where('user_id', '=', userId);
      if (after) {
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(refTuple('timestamp', 'created_at', 'id'), '<', tuple(...after)),
        );
      }
      return query
        .orderBy('timestamp', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findLog(userId: string, id: string): Promise<LogRow | undefined> {
      return db
        .selectFrom('workout_logs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertLog(row: LogRow): Promise<void> {
      await db.insertInto('workout_logs').values(row).execute();
    },

    async updateLog(
      userId: string,
      id: string,
      changes: Pick<Updateable<WorkoutLogsTable>, 'notes' | 'calories_burned'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('workout_logs')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteLog(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('workout_logs')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The newest remaining log of a template, which is what its "last" fields describe. */
    latestLogOfTemplate(
      userId: string,
      templateId: string,
    ): Promise<Pick<LogRow, 'timestamp' | 'duration_min'> | undefined> {
      return db
        .selectFrom('workout_logs')
        .select(['timestamp', 'duration_min'])
        .where('user_id', '=', userId)
        .where('template_id', '=', templateId)
        .orderBy('timestamp', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type WorkoutsRepository = ReturnType<typeof createWorkoutsRepository>;
