import { targetsSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

const targets = defineQuery(nutritionKeys.targets, '/nutrition/targets', targetsSchema, {
  staleTime: 60_000,
});

export const useTargets = targets.use;
