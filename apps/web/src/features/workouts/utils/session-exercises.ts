import {
  EXERCISE_KINDS,
  EXERCISES_PER_WORKOUT_MAX,
  SET_TYPES,
  SETS_PER_EXERCISE_MAX,
  type ExerciseKind,
  type PlanEntry,
  type SetType,
} from '@momentum/shared';
import { METRIC_UNITS, type Units } from '@/lib/settings';
import { readNumberText } from './number-text';
import { z } from 'zod';

/**
 * What a person logs set by set during a workout, as kept in the active session. Numbers are kept as the text
 * typed ('62.' mid-typing survives a reload); they are read as numbers only when the workout is finished.
 */
export const LOGGED_EXERCISES_MAX = EXERCISES_PER_WORKOUT_MAX;
export const LOGGED_SETS_MAX = SETS_PER_EXERCISE_MAX;

const typedNumber = z.string().max(16);

export const sessionSetSchema = z.object({
  id: z.string().min(1).max(40),
  type: z.enum(SET_TYPES),
  weightKg: typedNumber,
  reps: typedNumber,
  durationS: typedNumber,
  distanceM: typedNumber,
  completed: z.boolean(),
});
export type SessionSet = z.infer<typeof sessionSetSchema>;
export type SetValues = Pick<SessionSet, 'weightKg' | 'reps' | 'durationS' | 'distanceM'>;

export const sessionExerciseSchema = z.object({
  id: z.string().min(1).max(40),
  exerciseId: z.string().min(1).max(100),
  name: z.string().max(200),
  kind: z.enum(EXERCISE_KINDS),
  restSeconds: z.number().int().min(0).max(3600),
  notes: z.string().max(2000),
  sets: z.array(sessionSetSchema).max(LOGGED_SETS_MAX),
});
export type SessionExercise = z.infer<typeof sessionExerciseSchema>;

/** A key for React lists and for finding a row again; unique enough within one workout. */
export function newRowId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export const EMPTY_VALUES: SetValues = { weightKg: '', reps: '', durationS: '', distanceM: '' };

export function newSet(values: Partial<SetValues> = {}, type: SetType = 'normal'): SessionSet {
  return { id: newRowId(), type, ...EMPTY_VALUES, ...values, completed: false };
}

type SetNumbers = { [field in keyof SetValues]?: number | null | undefined };

/** A set's numbers (a plan's targets, last time's set) as the text its inputs hold: '' where there is none. */
export function valuesAsText(numbers: SetNumbers | undefined): SetValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    weightKg: text(numbers?.weightKg),
    reps: text(numbers?.reps),
    durationS: text(numbers?.durationS),
    distanceM: text(numbers?.distanceM),
  };
}

/** The numbers a set of this kind records, read from its text: only those filled in. */
export function filledNumbers(kind: ExerciseKind, set: SetValues): { [field in keyof SetValues]?: number } {
  const numbers: { [field in keyof SetValues]?: number } = {};
  for (const field of fieldsOfKind(kind)) {
    const value = readNumberText(set[field]);
    if (value !== undefined) numbers[field] = value;
  }
  return numbers;
}

/** One exercise of a template's plan as rows to edit or to log, with these sets. */
export function exerciseOfPlanEntry(entry: PlanEntry, sets: SessionSet[]): SessionExercise {
  return {
    id: newRowId(),
    exerciseId: entry.exerciseId,
    name: entry.exerciseName,
    kind: entry.kind,
    restSeconds: entry.restSeconds,
    notes: entry.notes,
    sets,
  };
}

/** Which inputs a set of this kind has, in the order they are shown. */
export function fieldsOfKind(kind: ExerciseKind): Array<keyof SetValues> {
  switch (kind) {
    case 'weight_reps':
      return ['weightKg', 'reps'];
    case 'bodyweight_reps':
      return ['reps'];
    case 'duration':
      return ['durationS'];
    case 'distance_duration':
      return ['distanceM', 'durationS'];
  }
}

/** A new set repeats the last one's numbers (the usual next set), not its type or tick. */
export function addSet(exercise: SessionExercise): SessionExercise {
  if (exercise.sets.length >= LOGGED_SETS_MAX) return exercise;
  const last = exercise.sets.at(-1);
  const values = last
    ? { weightKg: last.weightKg, reps: last.reps, durationS: last.durationS, distanceM: last.distanceM }
    : {};
  return { ...exercise, sets: [...exercise.sets, newSet(values)] };
}

export function removeSet(exercise: SessionExercise, setId: string): SessionExercise {
  return { ...exercise, sets: exercise.sets.filter((set) => set.id !== setId) };
}

export function updateSet(
  exercise: SessionExercise,
  setId: string,
  change: Partial<Omit<SessionSet, 'id'>>,
): SessionExercise {
  return {
    ...exercise,
    sets: exercise.sets.map((set) => (set.id === setId ? { ...set, ...change } : set)),
  };
}

/** Another exercise in the same place: as many sets, emptied (the old numbers belong to the old exercise). */
export function swapExercise(
  exercise: SessionExercise,
  replacement: Pick<SessionExercise, 'exerciseId' | 'name' | 'kind'>,
): SessionExercise {
  return {
    ...exercise,
    ...replacement,
    sets: exercise.sets.map((set) => newSet({}, set.type)),
  };
}

/** Kilograms without needless decimals: 62.5 → '62.5', 60 → '60'. */
export function numberLabel(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Seconds as m:ss (or h:mm:ss past an hour). */
export function clockLabel(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function distanceLabel(metres: number): string {
  return metres >= 1000 ? `${numberLabel(metres / 1000)} km` : `${numberLabel(metres)} m`;
}

/** One set in words for the "last time" column and history: '60 kg × 8', '× 12', '1:30', '5 km · 25:00'. */
export function setSummary(
  kind: ExerciseKind,
  set: {
    weightKg?: number | null;
    reps?: number | null;
    durationS?: number | null;
    distanceM?: number | null;
  },
  units: Units = METRIC_UNITS,
): string {
  const parts: string[] = [];
  if (kind === 'weight_reps' || kind === 'bodyweight_reps') {
    const reps = set.reps != null ? `× ${set.reps}` : '';
    if (set.weightKg != null && set.weightKg > 0)
      parts.push(`${units.formatWeight(set.weightKg, 2)} ${reps}`.trim());
    else if (reps) parts.push(reps);
  } else {
    if (kind === 'distance_duration' && set.distanceM != null) parts.push(distanceLabel(set.distanceM));
    if (set.durationS != null) parts.push(clockLabel(set.durationS));
  }
  return parts.join(' · ') || '-';
}
