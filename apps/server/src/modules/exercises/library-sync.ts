import type { Db } from '../../db/database.js';
import { syncOncePerVersion } from '../../db/reference-data.js';
import { nowIso } from '../../lib/clock.js';
import { createExercisesRepository } from './exercises.repository.js';
import { exerciseKindOf, readLibraryFile } from './library-file.js';

const LIBRARY_VERSION_KEY = 'exercise_library_sha256';

/**
 * Makes the built-in rows match reference-data/exercises.json, once per version of the file. Rows are upserted
 * by id and never deleted, so sets and plans that name a built-in exercise stay valid.
 */
export async function syncExerciseLibrary(db: Db): Promise<void> {
  const { exercises, hash } = readLibraryFile();
  const now = nowIso();
  await syncOncePerVersion(db, LIBRARY_VERSION_KEY, hash, (trx) =>
    createExercisesRepository(trx).upsertBuiltIn(
      exercises.map((exercise) => ({
        id: exercise.id,
        owner_id: null,
        name: exercise.name,
        name_key: exercise.name.toLowerCase(),
        kind: exerciseKindOf(exercise),
        category: exercise.category,
        equipment: exercise.equipment,
        primary_muscles: JSON.stringify(exercise.primaryMuscles),
        secondary_muscles: JSON.stringify(exercise.secondaryMuscles),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
    ),
  );
}
