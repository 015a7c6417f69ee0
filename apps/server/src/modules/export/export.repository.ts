import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import { ownTables } from '../../db/own-tables.js';

/** Tables that hold the person's data but are not theirs to take away: secrets, staging and bookkeeping. */
const NOT_EXPORTED = new Set([
  'users',
  'refresh_tokens',
  'idempotency_keys',
  'throttle_events',
  'imports',
  'import_workouts',
  'activity_streak_cache',
]);
/** Columns never exported: image bytes go as files of their own. */
const HIDDEN_COLUMNS = new Set(['password_hash', 'bytes', 'thumb_bytes']);

export type OwnedTable = { name: string; owner: string; columns: string[]; order: string[] };

const PAGE = 1000;

export function createExportRepository(db: Db) {
  return {
    /**
     * Every table with an owner column (user_id, or owner_id for exercises), read from the database itself, so
     * a table another module adds later is exported without anyone remembering to.
     */
    async ownedTables(): Promise<OwnedTable[]> {
      const tables = await ownTables(db);
      return tables
        .filter((table) => !NOT_EXPORTED.has(table.name) && !/^kysely_/.test(table.name))
        .flatMap((table) => {
          const names = table.columns.map((column) => column.name);
          const owner = names.includes('user_id')
            ? 'user_id'
            : names.includes('owner_id')
              ? 'owner_id'
              : null;
          if (!owner) return [];
          const columns = names.filter((name) => !HIDDEN_COLUMNS.has(name));
          // A stable order to page by: the id, or every column when there is none (composite keys).
          const order = names.includes('id') ? ['id'] : columns;
          return [{ name: table.name, owner, columns, order }];
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** The person's rows of one table, a page at a time (a large account is never read whole). */
    async *rowsOf(table: OwnedTable, userId: string): AsyncGenerator<Record<string, unknown>> {
      for (let offset = 0; ; offset += PAGE) {
        const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
          table.columns.map((column) => sql.ref(column)),
        )} from ${sql.table(table.name)} where ${sql.ref(table.owner)} = ${userId}
          order by ${sql.join(table.order.map((column) => sql.ref(column)))} limit ${PAGE} offset ${offset}`.execute(
          db,
        );
        yield* rows;
        if (rows.length < PAGE) return;
      }
    },

    async user(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'onboarding', 'start_weight_kg', 'time_zone', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Completed sets with their workout and exercise, in workout order, a page at a time. */
    async *setRows(userId: string) {
      let after: { timestamp: string; logId: string; position: number; setIndex: number } | null = null;
      for (;;) {
        let query = db
          .selectFrom('workout_sets as s')
          .innerJoin('workout_logs as l', 'l.id', 's.log_id')
          .innerJoin('exercises as e', 'e.id', 's.exercise_id')
          .leftJoin('workout_log_exercises as x', (join) =>
            join.onRef('x.log_id', '=', 's.log_id').onRef('x.position', '=', 's.position'),
          )
          .select([
            'l.id as logId',
            'l.workout_type as title',
            'l.started_at as startedAt',
            'l.timestamp as timestamp',
            'l.notes as description',
            'e.name as exercise',
            'x.notes as exerciseNotes',
            's.position as position',
            's.set_index as setIndex',
            's.type as type',
            's.weight_kg as weightKg',
            's.reps as reps',
            's.distance_m as distanceM',
            's.duration_s as durationS',
            's.rpe as rpe',
          ])
          .where('s.user_id', '=', userId)
          .where('s.completed', '=', 1)
          .orderBy('l.timestamp')
          .orderBy('s.log_id')
          .orderBy('s.position')
          .orderBy('s.set_index')
          .limit(PAGE);
        if (after) {
          const a = after;
          query = query.where((eb) =>
            eb(
              eb.refTuple('l.timestamp', 's.log_id', 's.position', 's.set_index'),
              '>',
              eb.tuple(a.timestamp, a.logId, a.position, a.setIndex),
            ),
          );
        }
        const rows = await query.execute();
        yield* rows;
        const last = rows.at(-1);
        if (!last || rows.length < PAGE) return;
        after = {
          timestamp: last.timestamp,
          logId: last.logId,
          position: last.position,
          setIndex: last.setIndex,
        };
      }
    },

    async *images(userId: string) {
      const ids = await rowsOfUser(db, 'images', userId).select(['id']).orderBy('created_at').execute();
      for (const { id } of ids) {
        const image = await db
          .selectFrom('images')
          .select(['id', 'purpose', 'content_type', 'bytes', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (image) yield image;
      }
    },
  };
}
