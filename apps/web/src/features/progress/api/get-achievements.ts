import { achievementListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

const achievements = defineQuery(progressKeys.achievements, '/progress/achievements', achievementListSchema, {
  staleTime: 60_000,
});

export const useAchievements = achievements.use;
