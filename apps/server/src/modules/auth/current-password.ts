import type { Db } from '../../db/database.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { createUsersRepository } from '../users/users.repository.js';
import { verifyPassword } from './password.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** A sensitive change (password, account deletion) asks for the password again: a wrong one is a 400. */
export async function requireCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const user = await createUsersRepository(db).findById(userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
}
