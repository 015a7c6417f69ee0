import { goalListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { goalsKeys } from './keys';

/** All of the user's goals, active and completed: the screen splits them into its two tabs and counts. */
const goals = defineQuery(goalsKeys.list, '/goals', goalListSchema, {
  // A goal that follows the weight changes when a weight is recorded elsewhere: look again on every visit.
  staleTime: 0,
});

export const useGoals = goals.use;
