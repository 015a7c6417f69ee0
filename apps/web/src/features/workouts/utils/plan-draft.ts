import {
  REST_SECONDS_DEFAULT,
  REST_SECONDS_MAX,
  type Exercise,
  type PlanEntry,
  type TemplatePlanInput,
} from '@momentum/shared';
import { readNumberText } from './number-text';
import {
  exerciseOfPlanEntry,
  filledNumbers,
  newRowId,
  newSet,
  valuesAsText,
  type SessionExercise,
} from './session-exercises';

/**
 * A template's plan while it is edited in the dialog. It has the shape of a logged exercise (numbers as typed
 * text), so adding, removing and changing target sets work the same way as in the session.
 */
export type PlanDraft = SessionExercise[];

/** Three working sets: what most programmes prescribe when nothing else is said. */
const DEFAULT_TARGET_SETS = 3;

export function draftFromPlan(plan: readonly PlanEntry[]): PlanDraft {
  return plan.map((entry) =>
    exerciseOfPlanEntry(
      entry,
      entry.sets.map((set) => newSet(valuesAsText(set), set.type)),
    ),
  );
}

export function draftEntryOf(exercise: Pick<Exercise, '_id' | 'name' | 'kind'>): SessionExercise {
  return {
    id: newRowId(),
    exerciseId: exercise._id,
    name: exercise.name,
    kind: exercise.kind,
    restSeconds: REST_SECONDS_DEFAULT,
    notes: '',
    sets: Array.from({ length: DEFAULT_TARGET_SETS }, () => newSet()),
  };
}

/** Moves the entry at `index` by `delta` places; out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function restSecondsFromText(value: string): number {
  return Math.min(REST_SECONDS_MAX, Math.max(0, Math.round(readNumberText(value) ?? 0)));
}

/** The plan as the API takes it: only the numbers this kind of exercise records, and only those filled in. */
export function planFromDraft(draft: PlanDraft): TemplatePlanInput {
  return draft.map((entry) => ({
    exerciseId: entry.exerciseId,
    restSeconds: entry.restSeconds,
    ...(entry.notes.trim() ? { notes: entry.notes } : {}),
    sets: entry.sets.map((set) => ({ type: set.type, ...filledNumbers(entry.kind, set) })),
  }));
}
