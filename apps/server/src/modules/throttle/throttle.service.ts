import type { Db } from '../../db/database.js';
import { isoBefore, nowIso } from '../../lib/clock.js';
import { createThrottleRepository } from './throttle.repository.js';

export type Limit = { max: number; windowMs: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY = 500;

/**
 * Counts events in the database rather than in memory, so every API instance behind a load balancer
 * sees the same counts.
 */
export function createThrottle(db: Db) {
  const repository = createThrottleRepository(db);
  let recordsSinceCleanup = 0;

  return {
    async isExceeded(kind: string, key: string, limit: Limit): Promise<boolean> {
      return (await repository.count(kind, key, isoBefore(limit.windowMs))) >= limit.max;
    },
    async record(kind: string, key: string): Promise<void> {
      await repository.record(kind, key, nowIso());
      recordsSinceCleanup += 1;
      if (recordsSinceCleanup >= CLEANUP_EVERY) {
        recordsSinceCleanup = 0;
        await repository.deleteOlderThan(isoBefore(DAY_MS));
      }
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
