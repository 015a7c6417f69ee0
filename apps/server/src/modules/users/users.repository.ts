import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function createUsersRepository(db: Db) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async exists(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },
    /** The user's data version (migration 2026-11-23-0014); undefined when the user does not exist. */
    async dataVersionOf(id: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('data_version').where('id', '=', id).executeTakeFirst();
      return row?.data_version;
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async insert(user: UserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },
    async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}
