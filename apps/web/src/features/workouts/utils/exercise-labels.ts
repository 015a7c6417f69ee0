import type { ExerciseKind, SetType } from '@momentum/shared';
import type { Units } from '@/lib/settings';
import type { SetValues } from './session-exercises';

export const KIND_LABELS: Record<ExerciseKind, string> = {
  weight_reps: 'Weight × reps',
  bodyweight_reps: 'Bodyweight reps',
  duration: 'Time',
  distance_duration: 'Distance and time',
};

/** 'Chest · barbell': what the picker shows under a name to tell similar exercises apart. */
export function exerciseDetails(exercise: {
  primaryMuscles: readonly string[];
  equipment: string | null;
  custom: boolean;
}): string {
  const parts = [exercise.primaryMuscles.join(', '), exercise.equipment ?? ''].filter(Boolean);
  if (exercise.custom) parts.push('your exercise');
  return parts.join(' · ');
}

/** What each set type is called where it is picked. */
export const SET_TYPE_NAMES: Record<SetType, string> = {
  normal: 'Normal',
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
};

type SetField = {
  /** The column heading of the session's set table. */
  heading: string;
  /** The unit beside a plan's target input. */
  unit: string;
  /** What a screen reader hears after the set's name. */
  name: string;
  /** Whole numbers only where a fraction means nothing. */
  decimals: boolean;
};

/** The values a set can hold. The weight is typed in the person's unit: see fieldName and fieldUnit. */
export const SET_FIELDS: Record<keyof SetValues, SetField> = {
  weightKg: { heading: 'kg', unit: 'kg', name: 'weight in kg', decimals: true },
  reps: { heading: 'Reps', unit: 'reps', name: 'reps', decimals: false },
  durationS: { heading: 'Time (s)', unit: 's', name: 'time in seconds', decimals: false },
  distanceM: { heading: 'Distance (m)', unit: 'm', name: 'distance in metres', decimals: true },
};

/** 'weight in lb', 'reps': a field's name for screen readers, in the person's units. */
export const fieldName = (field: keyof SetValues, units: Units): string =>
  field === 'weightKg' ? `weight in ${units.weight}` : SET_FIELDS[field].name;
