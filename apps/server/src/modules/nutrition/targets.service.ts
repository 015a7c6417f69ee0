import {
  DEFAULT_WEEKLY_TARGETS,
  onboardingBodySchema,
  targetsFromOnboarding,
  targetsFromWeeklyTargets,
  type NutritionTargets,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createTargetsRepository } from './targets.repository.js';

/**
 * Daily targets (docs/decisions/0011): what the user saved, else derived from onboarding (Mifflin–St Jeor),
 * else the weekly intake and protein targets ÷ 7 with 2,000 ml of water.
 */
export function createTargetsService(db: Db) {
  const repo = createTargetsRepository(db);
  return {
    async get(userId: string): Promise<NutritionTargets> {
      const saved = await repo.findSaved(userId);
      if (saved) return saved;
      const basis = await repo.basis(userId);
      const onboarding = onboardingBodySchema.safeParse(parseJsonColumn<unknown>(basis.onboarding, null));
      if (onboarding.success) return targetsFromOnboarding(onboarding.data);
      return targetsFromWeeklyTargets({
        caloriesIntake: basis.weekly['calories-intake'] ?? DEFAULT_WEEKLY_TARGETS['calories-intake'],
        protein: basis.weekly.protein ?? DEFAULT_WEEKLY_TARGETS.protein,
      });
    },

    async put(userId: string, targets: NutritionTargets): Promise<NutritionTargets> {
      await repo.save(userId, targets);
      return targets;
    },
  };
}
export type TargetsService = ReturnType<typeof createTargetsService>;
