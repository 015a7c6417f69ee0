import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ExercisesTable } from '../../db/schema.js';

export type ExerciseRow = Selectable<ExercisesTable>;

const INSERT_CHUNK = 200;

/** Built-in exercises have no owner; every query of custom ones names the owner. */
export function createExercisesRepository(db: Db) {
  return {
    listBuiltIn(): Promise<ExerciseRow[]> {
      return db.selectFrom('exercises').selectAll().where('owner_id', 'is', null).execute();
    },

    /** A person's own exercises that are not deleted. */
    listOwn(userId: string): Promise<ExerciseRow[]> {
      return db
        .selectFrom('exercises')
        .selectAll()
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    findOwn(userId: string, id: string): Promise<ExerciseRow | undefined> {
      return db
        .selectFrom('exercises')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The exercises of these ids a person may refer to: built-in ones and their own, deleted ones included
     * (a deleted exercise still names the sets and plans that used it).
     */
    findUsable(userId: string, ids: readonly string[]): Promise<ExerciseRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('exercises')
        .selectAll()
        .where('id', 'in', [...ids])
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .execute();
    },

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

    async insert(row: Insertable<ExercisesTable>): Promise<void> {
      await db.insertInto('exercises').values(row).execute();
    },

    /** True when the person's own, not deleted exercise existed. */
    async updateOwn(userId: string, id: string, changes: Updateable<ExercisesTable>): Promise<boolean> {
      const result = await db
        .updateTable('exercises')
        .set(changes)
        .where('id', '=', id)
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Writes the built-in rows as given (insert or replace), in chunks the drivers accept. */
    async upsertBuiltIn(rows: Insertable<ExercisesTable>[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db
          .insertInto('exercises')
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              name_key: eb.ref('excluded.name_key'),
              kind: eb.ref('excluded.kind'),
              category: eb.ref('excluded.category'),
              equipment: eb.ref('excluded.equipment'),
              primary_muscles: eb.ref('excluded.primary_muscles'),
              secondary_muscles: eb.ref('excluded.secondary_muscles'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },
  };
}
export type ExercisesRepository = ReturnType<typeof createExercisesRepository>;
