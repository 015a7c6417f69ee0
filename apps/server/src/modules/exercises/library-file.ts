import type { ExerciseKind } from '@momentum/shared';
import { readReferenceFile } from '../../db/reference-data.js';

/** One exercise of free-exercise-db as shipped in reference-data/exercises.json (public domain). */
export type LibraryFileExercise = {
  id: string;
  name: string;
  category: string;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  force: string | null;
  level: string;
  mechanic: string | null;
};

/** The built-in library and a hash of its text, which tells whether the database already holds this version. */
export function readLibraryFile(): { exercises: LibraryFileExercise[]; hash: string } {
  const { rows, hash } = readReferenceFile<LibraryFileExercise[]>('exercises.json');
  return { exercises: rows, hash };
}

const LOADED_EQUIPMENT = new Set([
  'barbell',
  'dumbbell',
  'cable',
  'machine',
  'kettlebells',
  'e-z curl bar',
  'medicine ball',
]);
const HEAVY_CATEGORIES = new Set(['strongman', 'olympic weightlifting', 'powerlifting']);
// 'other' equipment that is a load to add to the bar: plates, sleds, a trap bar, a wrist roller.
const LOADED_NAME = /\b(weighted|plate|sled|trap bar|wrist roller|svend)\b/i;

/** What a set of a built-in exercise records; the rule is explained in docs/decisions/0007-exercise-kinds.md. */
export function exerciseKindOf(
  exercise: Pick<LibraryFileExercise, 'name' | 'category' | 'equipment' | 'force'>,
): ExerciseKind {
  if (exercise.category === 'cardio') return 'distance_duration';
  if (exercise.category === 'stretching' || exercise.force === 'static') return 'duration';
  if (exercise.equipment !== null && LOADED_EQUIPMENT.has(exercise.equipment)) return 'weight_reps';
  if (LOADED_NAME.test(exercise.name)) return 'weight_reps';
  if (exercise.equipment === 'other' && HEAVY_CATEGORIES.has(exercise.category)) return 'weight_reps';
  return 'bodyweight_reps';
}
