import type { OnboardingData, User } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { toUserDto } from '../users/user.mapper.js';
import { createUsersRepository } from '../users/users.repository.js';

export function createOnboardingService(db: Db) {
  const users = createUsersRepository(db);

  return {
    /**
     * Stores the validated answers (numbers as numbers) and marks the user onboarded. The weight becomes
     * the start weight the dashboard falls back to (DESIGN §5). Finishing again replaces the answers.
     */
    async complete(userId: string, data: OnboardingData): Promise<User> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      const changes = {
        onboarding: JSON.stringify(data),
        is_onboarded: 1,
        start_weight_kg: data.basicInfo.weight,
        updated_at: nowIso(),
      };
      await users.update(userId, changes);
      return toUserDto({ ...user, ...changes });
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
