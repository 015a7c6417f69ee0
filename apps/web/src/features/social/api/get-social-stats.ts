import { socialStatsSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

export const useSocialStats = defineQuery(socialKeys.stats, '/social/stats', socialStatsSchema).use;
