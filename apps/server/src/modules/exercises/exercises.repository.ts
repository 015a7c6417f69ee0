import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { catalogueRows } from '../../db/owned-rows.js';
import type { ExercisesTable } from '../../db/schema.js';

export type ExerciseRow = Selectable<ExercisesTable>;

// 873 rows × 12 columns fit in one statement on both drivers (SQLite allows 32,766 parameters).
const INSERT_CHUNK = 1000;

/** Built-in exercises have no owner; every query of custom ones names the owner. */
export function createExercisesRepository(db: Db) {
  const catalogue = catalogueRows(db, 'exercises');
  return {
    listBuiltIn(): Promise<ExerciseRow[]> {
      return db.selectFrom('exercises').selectAll().where('owner_id', 'is', null).execute();
    },

    /** A person's own exercises that are not deleted. */
    listOwn: catalogue.listOwn,

    /**
     * The exercises of these ids a person may refer to: built-in ones and their own, deleted ones included
     * (a deleted exercise still names the sets and plans that used it).
     */
    findUsable: (userId: string, ids: readonly string[]): Promise<ExerciseRow[]> =>
      catalogue.findUsable(userId, ids, true),

    /** Exercises named exactly so (ignoring case), built-in or the person's own and not deleted. */
    findByNameKeys(userId: string, nameKeys: readonly string[]): Promise<ExerciseRow[]> {
      if (nameKeys.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('exercises')
        .selectAll()
        .where('name_key', 'in', [...nameKeys])
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .execute();
    },

    insertOwn: catalogue.insertOwn,

    /** The person's own, not deleted exercise as changed; undefined when there is none. */
    changeOwn: catalogue.changeOwn,

    /** Hides the person's own exercise; false when it is not theirs. */
    removeOwn: catalogue.removeOwn,

    /** Writes the built-in rows as given (insert or replace), in chunks the drivers accept. */
    upsertBuiltIn: (rows: Insertable<ExercisesTable>[]): Promise<void> =>
      catalogue.upsertBuiltIn(rows, INSERT_CHUNK, [
        'name',
        'name_key',
        'kind',
        'category',
        'equipment',
        'primary_muscles',
        'secondary_muscles',
        'updated_at',
      ]),
  };
}
export type ExercisesRepository = ReturnType<typeof createExercisesRepository>;
