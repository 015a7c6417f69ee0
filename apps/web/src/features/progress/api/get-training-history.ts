import { muscleSetsSchema, trainingDaysSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

const trainingDays = defineQuery(progressKeys.trainingDays, '/progress/training-days', trainingDaysSchema, {
  staleTime: 60_000,
});
const muscleSets = defineQuery(progressKeys.muscleSets, '/progress/muscle-sets', muscleSetsSchema, {
  staleTime: 60_000,
});

/** Training days of the last year (the History tab's calendar). */
export const useTrainingDays = trainingDays.use;

/** Sets per muscle for the last 8 weeks (the History tab's chart). */
export const useMuscleSets = muscleSets.use;
