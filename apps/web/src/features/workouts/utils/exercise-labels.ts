import type { ExerciseKind } from '@momentum/shared';

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
