import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { WorkoutLogsTable, WorkoutTemplatesTable } from '../../db/schema.js';
import type { ListPosition } from '../../lib/page-cursor.js';

export type TemplateRow = Selectable<WorkoutTemplatesTable>;
export type LogRow = Selectable<WorkoutLogsTable>;

/** Every query names the owner: a row of another user is never read or written. */
export function createWorkoutsRepository(db: Db) {
  const templates = ownedRows(db, 'workout_templates');
  const logs = ownedRows(db, 'workout_logs');
  return {
    listTemplates(userId: string): Promise<TemplateRow[]> {
      return rowsOfUser(db, 'workout_templates', userId)
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    findTemplate: templates.find,

    async insertTemplate(row: TemplateRow): Promise<void> {
      await db.insertInto('workout_templates').values(row).execute();
    },

    /** True when the template existed for this user. */
    updateTemplate: templates.update,

    /** True when the template existed for this user. Its logs stay, with template_id set to null. */
    deleteTemplate: templates.delete,

    /** Newest first; with `after` (timestamp, created_at, id of a page's last log), the logs older than it. */
    listLogs(userId: string, limit: number, after?: ListPosition): Promise<LogRow[]> {
      let query = rowsOfUser(db, 'workout_logs', userId).selectAll();
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

    findLog: logs.find,

    async insertLog(row: LogRow): Promise<void> {
      await db.insertInto('workout_logs').values(row).execute();
    },

    updateLog: (
      userId: string,
      id: string,
      changes: Pick<Updateable<WorkoutLogsTable>, 'notes' | 'calories_burned'>,
    ): Promise<boolean> => logs.update(userId, id, changes),

    deleteLog: logs.delete,

    /** The newest remaining log of a template, which is what its "last" fields describe. */
    latestLogOfTemplate(
      userId: string,
      templateId: string,
    ): Promise<Pick<LogRow, 'timestamp' | 'duration_min'> | undefined> {
      return rowsOfUser(db, 'workout_logs', userId)
        .select(['timestamp', 'duration_min'])
        .where('template_id', '=', templateId)
        .orderBy('timestamp', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type WorkoutsRepository = ReturnType<typeof createWorkoutsRepository>;
