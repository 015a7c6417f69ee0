import type {
  Exercise,
  ExerciseChanges,
  ExerciseFields,
  ExerciseKind,
  ExerciseList,
  ExerciseListQuery,
} from '@momentum/shared';
import { CUSTOM_EXERCISE_CATEGORY } from '@momentum/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ExercisesTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { parseJsonColumn } from '../../lib/json.js';
import { offsetPage } from '../../lib/page-cursor.js';
import { createExercisesRepository, type ExerciseRow } from './exercises.repository.js';
import { rankByName, wordsOf, type NameIndex } from '../../lib/name-search.js';
import { createExerciseNameIndex } from './exercise-search.js';

const EXERCISE = 'Exercise';

const stringList = (text: string): string[] => {
  const value = parseJsonColumn<unknown>(text, []);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export function toExerciseDto(row: ExerciseRow): Exercise {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind as ExerciseKind,
    category: row.category,
    equipment: row.equipment,
    primaryMuscles: stringList(row.primary_muscles),
    secondaryMuscles: stringList(row.secondary_muscles),
    custom: row.owner_id !== null,
  };
}

export function createExercisesService(db: Db) {
  const repo = createExercisesRepository(db);
  // The built-in library only changes when the server starts (syncExerciseLibrary), so its index is built once.
  let builtIn: Promise<NameIndex<Exercise>> | undefined;
  const builtInIndex = () => {
    builtIn ??= repo.listBuiltIn().then((rows) => createExerciseNameIndex(rows.map(toExerciseDto)));
    builtIn.catch(() => {
      builtIn = undefined;
    });
    return builtIn;
  };

  return {
    /** The library and the person's own exercises, filtered, ranked by `q` (by name when blank), paged. */
    async list(userId: string, query: ExerciseListQuery): Promise<ExerciseList> {
      const [library, ownRows] = await Promise.all([builtInIndex(), repo.listOwn(userId)]);
      const words = wordsOf(query.q ?? '');
      const scored = [
        ...library.score(words),
        ...createExerciseNameIndex(ownRows.map(toExerciseDto)).score(words),
      ].filter(
        ({ item }) =>
          (query.muscle === undefined || item.primaryMuscles.includes(query.muscle)) &&
          (query.equipment === undefined || item.equipment === query.equipment),
      );
      const ranked = rankByName(scored, words);
      return offsetPage(ranked, query.cursor, query.limit);
    },

    async create(userId: string, fields: ExerciseFields): Promise<Exercise> {
      const row = await repo.insertOwn(userId, nowIso(), {
        name: fields.name,
        name_key: fields.name.toLowerCase(),
        kind: fields.kind,
        category: CUSTOM_EXERCISE_CATEGORY,
        equipment: fields.equipment,
        primary_muscles: JSON.stringify(fields.primaryMuscles),
        secondary_muscles: JSON.stringify(fields.secondaryMuscles),
      });
      return toExerciseDto(row);
    },

    async update(userId: string, id: string, changes: ExerciseChanges): Promise<Exercise> {
      const set: Updateable<ExercisesTable> = { updated_at: nowIso() };
      if (changes.name !== undefined) {
        set.name = changes.name;
        set.name_key = changes.name.toLowerCase();
      }
      if (changes.kind !== undefined) set.kind = changes.kind;
      if (changes.equipment !== undefined) set.equipment = changes.equipment;
      if (changes.primaryMuscles !== undefined) set.primary_muscles = JSON.stringify(changes.primaryMuscles);
      if (changes.secondaryMuscles !== undefined)
        set.secondary_muscles = JSON.stringify(changes.secondaryMuscles);
      const row = await repo.changeOwn(userId, id, set);
      if (!row) throw notFound(EXERCISE);
      return toExerciseDto(row);
    },

    /** Hides the exercise from the library; workouts and plans that used it keep its name. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.removeOwn(userId, id, nowIso()))) throw notFound(EXERCISE);
    },
  };
}
export type ExercisesService = ReturnType<typeof createExercisesService>;
