import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';

/*
 * A person's own exercises are their data too: creating, renaming or deleting one moves their data version
 * (docs/decisions/0008). Sets, a log's exercises and personal records are written only together with their
 * workout log, whose triggers already move it once per write, so they need none of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addDataVersionTriggers(db, 'exercises', { userColumn: 'owner_id' });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, 'exercises');
}
