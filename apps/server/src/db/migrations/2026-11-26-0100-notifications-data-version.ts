import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';

/*
 * The unread notifications count became part of `GET /api/dashboard` (issue 14: the dashboard opens with one
 * request, the shell's count included), so a notification written for a person, read or deleted must move that
 * person's data version (the dashboard's ETag). The owner is the recipient (`user_id`); the actor's version does
 * not move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addDataVersionTriggers(db, 'notifications', { userColumn: 'user_id' });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, 'notifications');
}
