import type { Kysely } from 'kysely';

/*
 * Idempotency keys (docs/decisions/0012-idempotency-keys.md): one row per (user, key) a create was sent with,
 * claimed before the write and completed with the stored answer after it. Deliberately no data-version
 * triggers: claiming or completing a key changes none of the person's data, so it must not move their version
 * (the write it guards moves it through its own table's triggers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  // Expired keys are swept by age on every claim.
  await db.schema
    .createIndex('idempotency_keys_user_created')
    .on('idempotency_keys')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
