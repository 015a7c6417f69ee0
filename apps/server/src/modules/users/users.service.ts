import type { ProfileUpdateBody, User } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { toUserDto } from './user.mapper.js';
import { createUsersRepository, type UserRow } from './users.repository.js';

export function createUsersService(db: Db) {
  const users = createUsersRepository(db);

  async function requireUser(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    // A valid token for a deleted account: the session is over.
    if (!row) throw unauthorized();
    return row;
  }

  return {
    requireUser,

    /** The user's row, remembering the caller's time zone for work done without a request (DESIGN §4). */
    async requireUserInZone(userId: string, timeZone: string): Promise<UserRow> {
      const row = await requireUser(userId);
      if (row.time_zone !== timeZone) {
        await users.update(userId, { time_zone: timeZone });
        row.time_zone = timeZone;
      }
      return row;
    },

    async updateProfile(userId: string, changes: ProfileUpdateBody): Promise<User> {
      await requireUser(userId);
      if (changes.name !== undefined)
        await users.update(userId, { name: changes.name, updated_at: nowIso() });
      return toUserDto(await requireUser(userId));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
