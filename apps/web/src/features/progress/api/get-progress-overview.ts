import { progressOverviewSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

const overview = defineQuery(progressKeys.overview, '/progress/overview', progressOverviewSchema, {
  staleTime: 60_000,
});

/** This month's figures, the latest photo and the newest achievements (the Overview tab). */
export const useProgressOverview = overview.use;
