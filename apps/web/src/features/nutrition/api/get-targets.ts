import { targetsSchema, type NutritionTargets } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nutritionKeys } from './keys';

export const getTargetsQueryOptions = () =>
  queryOptions({
    queryKey: nutritionKeys.targets,
    queryFn: ({ signal }): Promise<NutritionTargets> =>
      api.get('/nutrition/targets', { schema: targetsSchema, signal }),
    staleTime: 60_000,
  });

export const useTargets = () => useQuery(getTargetsQueryOptions());
