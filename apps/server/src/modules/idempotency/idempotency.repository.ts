import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { deleteRowsOfUser } from '../../db/owned-rows.js';
import type { Database, IdempotencyKeysTable } from '../../db/schema.js';

export type StoredKey = Pick<
  IdempotencyKeysTable,
  'request_hash' | 'status' | 'response_status' | 'response_body'
>;

/** A user's key: keys are unique per user, so two users may send the same one. */
const theKey =
  (userId: string, key: string) =>
  (eb: ExpressionBuilder<Database, 'idempotency_keys'>): Expression<SqlBool> =>
    eb.and([eb('user_id', '=', userId), eb('key', '=', key)]);

/** The idempotency_keys table. The database decides who owns a key, so any number of instances agree. */
export function createIdempotencyRepository(db: Db) {
  return {
    /** Inserts the key as running unless (user, key) exists; true when this call inserted it. */
    async claim(userId: string, key: string, requestHash: string, nowIso: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: requestHash, status: 'running', created_at: nowIso })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async find(userId: string, key: string): Promise<StoredKey | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'response_status', 'response_body'])
        .where(theKey(userId, key))
        .executeTakeFirst();
    },
    async complete(userId: string, key: string, status: number, body: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status: 'done', response_status: status, response_body: body })
        .where(theKey(userId, key))
        .execute();
    },
    /** Gives a running key up (its request failed), so a corrected retry may use it. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where(theKey(userId, key))
        .where('status', '=', 'running')
        .execute();
    },
    async deleteOlderThan(userId: string, iso: string): Promise<void> {
      await deleteRowsOfUser(db, 'idempotency_keys', userId).where('created_at', '<', iso).execute();
    },
  };
}
