import type { Db } from '../../db/database.js';
import { unauthorized } from '../../lib/errors.js';
import { requireCurrentPassword } from '../auth/current-password.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createAccountRepository } from './account.repository.js';

export function createAccountService(db: Db) {
  return {
    /**
     * Deletes the account after checking the password, in one transaction: afterwards no row of the user is
     * left (their refresh tokens with them, so every device is signed out) and the e-mail can register again.
     */
    async delete(userId: string, password: string): Promise<void> {
      await requireCurrentPassword(db, userId, password, 'password');
      await db.transaction().execute(async (trx) => {
        const user = await createUsersRepository(trx).findById(userId);
        if (!user) throw unauthorized();
        const account = createAccountRepository(trx);
        await account.forgetThrottleOf(userId, user.email);
        await account.deleteUser(userId);
      });
    },
  };
}
