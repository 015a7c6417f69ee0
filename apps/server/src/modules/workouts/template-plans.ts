import {
  REST_SECONDS_DEFAULT,
  type ExerciseKind,
  type PlanEntry,
  type PlannedSet,
  type SetType,
  type TemplatePlan,
} from '@momentum/shared';
import { notFound } from '../../lib/errors.js';
import { parseJsonColumn } from '../../lib/json.js';
import type { ExerciseRow, ExercisesRepository } from '../exercises/exercises.repository.js';

/** A plan as stored in workout_templates.plan (JSON). */
export type StoredPlanEntry = {
  exerciseId: string;
  restSeconds: number;
  notes: string;
  sets: PlannedSet[];
};

export function parseStoredPlan(text: string): StoredPlanEntry[] {
  const value = parseJsonColumn<unknown>(text, []);
  return Array.isArray(value) ? (value as StoredPlanEntry[]) : [];
}

export function toStoredPlan(plan: TemplatePlan): StoredPlanEntry[] {
  return plan.map((entry) => ({
    exerciseId: entry.exerciseId,
    restSeconds: entry.restSeconds,
    notes: entry.notes ?? '',
    sets: entry.sets,
  }));
}

/**
 * The exercises a body names, every one a built-in or the person's own (deleted ones too: a session or a plan
 * made before the deletion still saves). Another user's exercise answers 404 exactly as an unknown id.
 */
export async function usableExercises(
  exercisesRepo: ExercisesRepository,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, ExerciseRow>> {
  const rows = await exercisesRepo.findUsable(userId, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound('Exercise');
  return byId;
}

/**
 * The plan of a template sent with text alone: each typed name that is a library exercise's name (or one of
 * the person's own, which wins), ignoring case, in typed order. Entries already planned for that exercise keep
 * their target sets, so editing the text list does not lose them.
 */
export async function linkTypedNames(
  exercisesRepo: ExercisesRepository,
  userId: string,
  names: readonly string[],
  previous: readonly StoredPlanEntry[],
): Promise<StoredPlanEntry[]> {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  const matches = new Map<string, ExerciseRow>();
  for (const row of await exercisesRepo.findByNameKeys(userId, keys)) {
    const existing = matches.get(row.name_key);
    if (!existing || (existing.owner_id === null && row.owner_id !== null)) matches.set(row.name_key, row);
  }
  const kept = new Map(previous.map((entry) => [entry.exerciseId, entry]));
  const plan: StoredPlanEntry[] = [];
  for (const name of names) {
    const match = matches.get(name.toLowerCase());
    if (!match) continue;
    plan.push(
      kept.get(match.id) ?? { exerciseId: match.id, restSeconds: REST_SECONDS_DEFAULT, notes: '', sets: [] },
    );
  }
  return plan;
}

/** A stored plan as answered, with each exercise's name and kind. */
export function planAnswer(
  plan: readonly StoredPlanEntry[],
  exercises: ReadonlyMap<string, ExerciseRow>,
): PlanEntry[] {
  return plan.flatMap((entry) => {
    const exercise = exercises.get(entry.exerciseId);
    if (!exercise) return [];
    return [
      {
        exerciseId: entry.exerciseId,
        exerciseName: exercise.name,
        kind: exercise.kind as ExerciseKind,
        restSeconds: entry.restSeconds,
        notes: entry.notes,
        sets: entry.sets.map((set) => ({
          type: set.type as SetType,
          reps: set.reps ?? null,
          weightKg: set.weightKg ?? null,
          durationS: set.durationS ?? null,
          distanceM: set.distanceM ?? null,
        })),
      },
    ];
  });
}
