import type { Kysely } from 'kysely';
import { createIndex } from './tables.js';

/*
 * The dashboard's reads after a write, each answered by one index range (issue 14):
 * - "Recent activity" orders each kind newest first with the id as tie-break; the indexes ended at the time, so
 *   SQLite sorted every row of the person's history in a temporary B-tree to break ties. With the id in the
 *   index the first rows of the range are the answer.
 * - The week's calories and protein, and the week's workouts and calories burned, summed columns that only the
 *   table held: one table lookup per row of the week. With the summed columns at the end of the index the sums
 *   read the index alone (a person who logs many meals a day made this the dearest read of a visit).
 * Each index replaces one whose columns it starts with, so a write maintains as many indexes as before.
 */
const REPLACED = [
  {
    table: 'nutrition_entries',
    old: { name: 'nutrition_entries_user_created', columns: ['user_id', 'created_at'] },
    new: { name: 'nutrition_entries_user_created_id', columns: ['user_id', 'created_at', 'id'] },
  },
  {
    table: 'nutrition_entries',
    old: { name: 'nutrition_entries_user_date', columns: ['user_id', 'date', 'created_at'] },
    new: {
      name: 'nutrition_entries_user_date_totals',
      columns: ['user_id', 'date', 'created_at', 'total_calories', 'total_protein'],
    },
  },
  {
    table: 'workout_logs',
    old: { name: 'workout_logs_user_time', columns: ['user_id', 'timestamp'] },
    new: { name: 'workout_logs_user_time_id', columns: ['user_id', 'timestamp', 'id', 'calories_burned'] },
  },
  {
    table: 'progress_entries',
    old: { name: 'progress_entries_user_created', columns: ['user_id', 'created_at'] },
    new: { name: 'progress_entries_user_created_id', columns: ['user_id', 'created_at', 'id'] },
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of REPLACED) {
    await createIndex(db, index.table, index.new.name, index.new.columns);
    await db.schema.dropIndex(index.old.name).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of REPLACED) {
    await createIndex(db, index.table, index.old.name, index.old.columns);
    await db.schema.dropIndex(index.new.name).execute();
  }
}
