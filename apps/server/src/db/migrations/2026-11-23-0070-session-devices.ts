import type { Kysely } from 'kysely';
import { createIndex } from './tables.js';

/*
 * Settings lists a person's active sessions (issue 18): each refresh-token family is one signed-in device. The
 * token row remembers the device's user agent (copied to each successor) and when the session was last used
 * (its sign-in, then each refresh). Nullable: rows issued before this migration have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('last_used_at', 'text').execute();
  await createIndex(db, 'refresh_tokens', 'refresh_tokens_user', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_user').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('last_used_at').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('user_agent').execute();
}
