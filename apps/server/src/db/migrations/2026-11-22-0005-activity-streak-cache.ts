import type { Kysely } from 'kysely';
import {
  createPostgresRowTrigger,
  createSqliteRowTriggers,
  dropRowTriggers,
  isPostgres,
} from './row-triggers.js';
import { createPerUserTable } from './tables.js';

/**
 * The highest streak is a run over a user's whole history. Reading years of active days on every
 * dashboard load would make it slower as history grows, so the figures of the days before a recent
 * horizon are kept per user (a StreakSummary) and only the days since are read.
 *
 * Any write of activity dated before a user's horizon (a back-dated entry, a deleted or moved old one)
 * drops that user's summary, so the next read rebuilds it. Triggers do this so that every module that
 * writes activity, now or later, keeps it right without knowing about it.
 */
const ACTIVITY_TABLES = [
  { table: 'workout_logs', dateColumn: 'local_date' },
  { table: 'nutrition_entries', dateColumn: 'date' },
  { table: 'progress_entries', dateColumn: 'date' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  await createPerUserTable(db, 'activity_streak_cache')
    /** Every active day before this date is summarised; later days are read live. */
    .addColumn('settled_before', 'text', (c) => c.notNull())
    /** Longest run before settled_before; -1 while a rebuild is under way. */
    .addColumn('longest', 'integer', (c) => c.notNull())
    /** The run that ends the day before settled_before. */
    .addColumn('trailing_run', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  for (const { table, dateColumn } of ACTIVITY_TABLES) {
    const name = `${table}_streak_cache`;
    if (postgres) {
      await createPostgresRowTrigger(db, {
        name,
        table,
        events: `insert or delete or update of user_id, ${dateColumn}`,
        body: `  if tg_op in ('UPDATE', 'DELETE') then
    delete from activity_streak_cache where user_id = old.user_id and settled_before > old.${dateColumn};
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    delete from activity_streak_cache where user_id = new.user_id and settled_before > new.${dateColumn};
  end if;
`,
      });
    } else {
      const drop = (row: 'new' | 'old') =>
        `delete from activity_streak_cache where user_id = ${row}.user_id and settled_before > ${row}.${dateColumn};`;
      await createSqliteRowTriggers(db, { name, table }, [
        { event: 'insert', body: ` ${drop('new')}` },
        { event: 'delete', body: ` ${drop('old')}` },
        { event: 'update', columns: `user_id, ${dateColumn}`, body: ` ${drop('old')} ${drop('new')}` },
      ]);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ACTIVITY_TABLES) await dropRowTriggers(db, `${table}_streak_cache`, table);
  await db.schema.dropTable('activity_streak_cache').ifExists().execute();
}
