import { ERROR_CODES } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { AppError, conflict } from '../../lib/errors.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

/** How long a key is remembered: an offline queue retries within hours, not days. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotencyStart = { kind: 'claimed' } | { kind: 'replay'; status: number; body: string };

/** A claim can lose to a request that then fails and gives the key back; try again a few times. */
const CLAIM_ATTEMPTS = 3;

/**
 * Exactly-once creates (docs/decisions/0012-idempotency-keys.md): a request with a key claims it before its
 * write; a repeat of a finished request gets the stored answer, a repeat while it runs a 409, the same key with
 * another request a 422.
 */
export function createIdempotencyService(db: Db) {
  const keys = createIdempotencyRepository(db);
  return {
    async start(
      userId: string,
      key: string,
      requestHash: string,
      now = new Date(),
    ): Promise<IdempotencyStart> {
      await keys.deleteOlderThan(userId, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
        if (await keys.claim(userId, key, requestHash, now.toISOString())) return { kind: 'claimed' };
        const stored = await keys.find(userId, key);
        if (!stored) continue;
        if (stored.request_hash !== requestHash) {
          throw new AppError(
            422,
            ERROR_CODES.idempotencyKeyReused,
            'This Idempotency-Key was already used for a different request; send a new key.',
          );
        }
        if (stored.status === 'running') {
          throw conflict('A request with this Idempotency-Key is still being processed; retry shortly.');
        }
        return { kind: 'replay', status: stored.response_status ?? 200, body: stored.response_body ?? '' };
      }
      throw conflict('A request with this Idempotency-Key is still being processed; retry shortly.');
    },
    /** Stores a success to replay; a failure gives the key back so a corrected retry can use it. */
    async finish(userId: string, key: string, status: number, body: string): Promise<void> {
      if (status >= 200 && status < 300) await keys.complete(userId, key, status, body);
      else await keys.release(userId, key);
    },
  };
}
