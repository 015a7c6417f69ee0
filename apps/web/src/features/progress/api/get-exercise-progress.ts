import { exerciseProgressSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

const exerciseProgress = defineQuery(
  progressKeys.exercise,
  (exerciseId: string) => `/progress/exercises/${encodeURIComponent(exerciseId)}`,
  exerciseProgressSchema,
  { staleTime: 60_000 },
);

/** Per workout: best e1RM, heaviest weight and volume, and the all-time records (the exercise page). */
export const useExerciseProgress = exerciseProgress.use;
