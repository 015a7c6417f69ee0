import type { ExerciseKind } from '@momentum/shared';
import type { ExerciseRow } from '../exercises/exercises.repository.js';
import { createExerciseNameIndex } from '../exercises/exercise-search.js';
import { compareScores, wordsOf } from '../../lib/name-search.js';
import type { ImportedSet } from './workout-csv.js';

/** A library hit below this mean word quality is no match: the name becomes a custom exercise instead. */
const MATCH_QUALITY_MIN = 0.85;

export type ExerciseMatch = { name: string; exerciseId: string | null; kind: ExerciseKind };

/**
 * Matches each exercise name of a file to the person's own exercises and the library: the same name ignoring
 * case first (their own wins), else the best library search hit having every word of the name well matched.
 */
export function matchExerciseNames(
  names: ReadonlyMap<string, ExerciseKind>,
  library: readonly ExerciseRow[],
  own: readonly ExerciseRow[],
): ExerciseMatch[] {
  const byKey = new Map<string, ExerciseRow>();
  for (const row of library) byKey.set(row.name_key, row);
  for (const row of own) byKey.set(row.name_key, row);
  const index = createExerciseNameIndex(library);
  return [...names].map(([name, kind]) => {
    const exact = byKey.get(name.toLowerCase());
    if (exact) return { name, exerciseId: exact.id, kind };
    const [best] = index
      .score(wordsOf(name))
      .filter(({ score }) => score.complete && score.quality >= MATCH_QUALITY_MIN)
      .map(({ item, score }) => ({ item, score, name: item.name }))
      .sort(compareScores);
    return { name, exerciseId: best?.item.id ?? null, kind };
  });
}

/** What kind of exercise a custom one made from these sets is: the most specific numbers they carry. */
export function kindOfSets(sets: readonly ImportedSet[], previous?: ExerciseKind): ExerciseKind {
  if (previous === 'weight_reps' || sets.some((set) => set.weightKg !== null && set.weightKg > 0))
    return 'weight_reps';
  if (previous === 'bodyweight_reps' || sets.some((set) => set.reps !== null)) return 'bodyweight_reps';
  if (previous === 'distance_duration' || sets.some((set) => set.distanceM !== null))
    return 'distance_duration';
  return 'duration';
}
