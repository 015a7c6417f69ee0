import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, RefreshTokensTable } from '../../db/schema.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

type TokenCondition = (eb: ExpressionBuilder<Database, 'refresh_tokens'>) => Expression<SqlBool>;

/** The user's tokens that can still be exchanged at `nowIso`: neither rotated, revoked nor expired. */
const liveOf =
  (userId: string, nowIso: string): TokenCondition =>
  (eb) =>
    eb.and([
      eb('user_id', '=', userId),
      eb('rotated_at', 'is', null),
      eb('revoked_at', 'is', null),
      eb('expires_at', '>', nowIso),
    ]);

export function createRefreshTokensRepository(db: Db) {
  /** Whether any token of the family meets `condition`. */
  async function familyHasToken(familyId: string, condition: TokenCondition): Promise<boolean> {
    const row = await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where(condition)
      .executeTakeFirst();
    return row !== undefined;
  }

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
    isFamilyRevoked: (familyId: string): Promise<boolean> =>
      familyHasToken(familyId, (eb) => eb('revoked_at', 'is not', null)),
    /** The person's tokens that can still be exchanged: one per signed-in session. */
    listLive(userId: string, nowIso: string): Promise<RefreshTokenRow[]> {
      return db.selectFrom('refresh_tokens').selectAll().where(liveOf(userId, nowIso)).execute();
    },
    /** When each family's first token was issued (the sign-in). */
    async familyStarts(familyIds: string[]): Promise<Map<string, string>> {
      if (familyIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', (eb) => eb.fn.min('created_at').as('started')])
        .where('family_id', 'in', familyIds)
        .groupBy('family_id')
        .execute();
      return new Map(rows.map((row) => [row.family_id, String(row.started)]));
    },
    familyBelongsTo: (familyId: string, userId: string): Promise<boolean> =>
      familyHasToken(familyId, (eb) => eb('user_id', '=', userId)),
    /** Revokes every family of the user but `keepFamilyId`; answers how many sessions ended. */
    async revokeAllOf(userId: string, keepFamilyId: string | null, atIso: string): Promise<number> {
      let query = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: atIso })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
      const live = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .distinct()
        .where(liveOf(userId, atIso))
        .$if(keepFamilyId !== null, (q) => q.where('family_id', '!=', keepFamilyId!))
        .execute();
      await query.execute();
      return live.length;
    },
    async deleteExpired(beforeIso: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', beforeIso).execute();
    },
  };
}
