import { sql, type Kysely } from 'kysely';

/*
 * One diary entry per person and day (issue 15) is kept by a unique index on (user_id, diary_day). Every other
 * meal (a quick meal, an import) has no diary day, yet the full index held a row for each of them, so each quick
 * meal also wrote a page of it: about a tenth of the insert's time (issue 14, the load after a write). The index
 * now holds only the rows with a day; the conflict target of the diary's insert names the same predicate, and a
 * lookup by day (`diary_day = ?`) implies it, so both dialects still use it.
 */
const FULL = 'nutrition_entries_user_diary_day';
const PARTIAL = 'nutrition_entries_user_diary_day_set';

/** The unique index of (user_id, diary_day) named `name`, to be created: the full one or, with a predicate, the partial. */
const diaryDayIndex = (db: Kysely<unknown>, name: string) =>
  db.schema.createIndex(name).unique().on('nutrition_entries').columns(['user_id', 'diary_day']);

export async function up(db: Kysely<unknown>): Promise<void> {
  await diaryDayIndex(db, PARTIAL).where(sql.ref('diary_day'), 'is not', null).execute();
  await db.schema.dropIndex(FULL).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await diaryDayIndex(db, FULL).execute();
  await db.schema.dropIndex(PARTIAL).execute();
}
