import type { Db } from '../../db/database.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { createThrottle, type Limit } from '../throttle/throttle.service.js';
import { createUsersRepository } from '../users/users.repository.js';
import { verifyPassword } from './password.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Wrong current passwords per person, counted by the login throttle's table (so every instance sees them): a
 * stolen session cannot guess the password behind it, and with it take over the account.
 */
export const CURRENT_PASSWORD_FAILS: Limit = { max: 5, windowMs: 15 * 60_000 };
const FAIL_KIND = 'current-password-fail';

/**
 * A sensitive change (password, account deletion) asks for the password again: a wrong one is a 400, and after
 * `CURRENT_PASSWORD_FAILS` of them every try is a 429 until the window has passed.
 */
export async function requireCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const throttle = createThrottle(db);
  if (await throttle.isExceeded(FAIL_KIND, userId, CURRENT_PASSWORD_FAILS)) {
    throw tooManyRequests(TOO_MANY_WRONG_PASSWORDS);
  }
  const user = await createUsersRepository(db).findById(userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, password))) {
    await throttle.record(FAIL_KIND, userId);
    throw badRequest(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
}
