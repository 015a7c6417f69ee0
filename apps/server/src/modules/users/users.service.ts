import type { ProfileUpdateBody, User } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, unauthorized } from '../../lib/errors.js';
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
      const current = await requireUser(userId);
      if (changes.email !== undefined && changes.email !== current.email) {
        const owner = await users.findByEmail(changes.email);
        if (owner) throw conflict('An account with this email already exists.');
      }
      if (changes.name !== undefined || changes.email !== undefined) {
        try {
          await users.update(userId, { ...changes, updated_at: nowIso() });
        } catch (error) {
          // Two accounts racing for one e-mail: the unique index decides.
          if (/unique|duplicate/i.test(String((error as Error).message)))
            throw conflict('An account with this email already exists.');
          throw error;
        }
      }
      return toUserDto(await requireUser(userId));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
