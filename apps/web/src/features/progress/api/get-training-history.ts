import { muscleSetsSchema, trainingDaysSchema, type MuscleSets, type TrainingDays } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getTrainingDays(signal?: AbortSignal): Promise<TrainingDays> {
  return api.get('/progress/training-days', { schema: trainingDaysSchema, signal });
}

export function getMuscleSets(signal?: AbortSignal): Promise<MuscleSets> {
  return api.get('/progress/muscle-sets', { schema: muscleSetsSchema, signal });
}

export const getTrainingDaysQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.trainingDays,
    queryFn: ({ signal }) => getTrainingDays(signal),
    staleTime: 60_000,
  });

export const getMuscleSetsQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.muscleSets,
    queryFn: ({ signal }) => getMuscleSets(signal),
    staleTime: 60_000,
  });

/** Training days of the last year (the History tab's calendar). */
export function useTrainingDays() {
  return useQuery(getTrainingDaysQueryOptions());
}

/** Sets per muscle for the last 8 weeks (the History tab's chart). */
export function useMuscleSets() {
  return useQuery(getMuscleSetsQueryOptions());
}
