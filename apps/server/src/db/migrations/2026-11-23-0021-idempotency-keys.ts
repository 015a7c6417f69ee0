import type { Kysely } from 'kysely';
import { createIndex, createPerUserTable } from './tables.js';

/*
 * Idempotency keys (docs/decisions/0012-idempotency-keys.md): one row per (user, key) a create was sent with,
 * claimed before the write and completed with the stored answer after it. Deliberately no data-version
 * triggers: claiming or completing a key changes none of the person's data, so it must not move their version
 * (the write it guards moves it through its own table's triggers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPerUserTable(db, 'idempotency_keys', { andKey: 'key' })
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Expired keys are swept by age on every claim.
  await createIndex(db, 'idempotency_keys', 'idempotency_keys_user_created', ['user_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
