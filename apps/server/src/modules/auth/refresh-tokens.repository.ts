import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RefreshTokensTable } from '../../db/schema.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export function createRefreshTokensRepository(db: Db) {
  return {
    findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    async insert(row: RefreshTokenRow): Promise<void> {
      await db.insertInto('refresh_tokens').values(row).execute();
    },
    /** Marks a token used; false when another request rotated it first. */
    async markRotated(id: string, atIso: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: atIso })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async revokeFamily(familyId: string, atIso: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: atIso })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async isFamilyRevoked(familyId: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },
    async deleteExpired(beforeIso: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', beforeIso).execute();
    },
  };
}
