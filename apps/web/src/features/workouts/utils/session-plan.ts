import type {
  LastSets,
  LoggedExerciseInput,
  LoggedSetInput,
  SetAnswer,
  WorkoutTemplate,
} from '@momentum/shared';
import { METRIC_UNITS, type Units } from '@/lib/settings';
import {
  exerciseOfPlanEntry,
  filledNumbers,
  newSet,
  setSummary,
  valuesAsText,
  type SessionExercise,
  type SetValues,
} from './session-exercises';

type LastSetsItem = LastSets['items'][number];

/** Only what was actually done last time counts as "last time". */
export function doneSets(last: LastSetsItem | undefined): SetAnswer[] {
  return last ? last.sets.filter((set) => set.completed) : [];
}

/**
 * The session's exercises laid out from the template's plan: each target set prefilled with what the person did in
 * that set last time, or else with the plan's target. A plan entry without target sets gets as many sets as last
 * time (at least one).
 */
export function sessionExercisesFromPlan(
  plan: WorkoutTemplate['plan'],
  lastSets: LastSets | undefined,
): SessionExercise[] {
  return plan.map((entry) => {
    const last = doneSets(lastSets?.items.find((item) => item.exerciseId === entry.exerciseId));
    const count = entry.sets.length || last.length || 1;
    const sets = Array.from({ length: count }, (_, index) => {
      const target = entry.sets[index];
      return newSet(valuesAsText(last[index] ?? target), target?.type ?? last[index]?.type ?? 'normal');
    });
    return exerciseOfPlanEntry(entry, sets);
  });
}

/** Last time's sets of one exercise in words, by position ('60 kg × 8'). */
export function lastTimeLabels(
  exercise: SessionExercise,
  lastSets: LastSets | undefined,
  units: Units = METRIC_UNITS,
): string[] {
  const last = doneSets(lastSets?.items.find((item) => item.exerciseId === exercise.exerciseId));
  return last.map((set) => setSummary(exercise.kind, set, units));
}

/** Last time's set at a position, as values for the inputs (a swapped-in exercise is prefilled this way). */
export function lastValuesAt(last: LastSetsItem | undefined, index: number): Partial<SetValues> {
  const set = doneSets(last)[index];
  return set ? valuesAsText(set) : {};
}

/**
 * The `exercises` of the finish body: every set with its tick (the server counts only completed ones), the numbers
 * this kind records where they were filled in. Exercises without sets are left out.
 */
export function finishExercises(exercises: readonly SessionExercise[]): LoggedExerciseInput[] {
  return exercises
    .filter((exercise) => exercise.sets.length > 0)
    .map((exercise) => ({
      exerciseId: exercise.exerciseId,
      ...(exercise.notes.trim() ? { notes: exercise.notes } : {}),
      sets: exercise.sets.map((set): LoggedSetInput => ({
        type: set.type,
        completed: set.completed,
        ...filledNumbers(exercise.kind, set),
      })),
    }));
}
